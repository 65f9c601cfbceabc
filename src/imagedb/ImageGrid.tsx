import Box from '@mui/material/Box';
import { ImageTile, type TileActions } from './ImageTile';
import { imageKey, type DatabaseImage } from './imageTypes';

interface ImageGridProps extends TileActions {
  images: readonly DatabaseImage[];
  /** The preview size's zoom factor: rows 200 to 300 px high times it. */
  zoom: number;
  isSelected?: (image: DatabaseImage) => boolean;
  onToggle?: (image: DatabaseImage) => void;
  /** An image as it shows now (its licence as it changed on this screen). */
  current?: (image: DatabaseImage) => DatabaseImage;
}

/** Images in rows of even height, each as wide as its proportions ask; the last row is not stretched. */
export function ImageGrid({
  images,
  zoom,
  isSelected,
  onToggle,
  current = (image) => image,
  ...actions
}: ImageGridProps) {
  return (
    <Box
      data-testid="image-grid"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '&::after': { content: '""', flexGrow: 1e6 } }}
    >
      {images.map((image) => (
        <ImageTile
          key={imageKey(image)}
          image={current(image)}
          zoom={zoom}
          selected={isSelected?.(image) ?? false}
          onToggle={onToggle}
          {...actions}
        />
      ))}
    </Box>
  );
}
