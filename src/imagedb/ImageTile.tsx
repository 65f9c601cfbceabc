import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Verified from '@mui/icons-material/Verified';
import ZoomIn from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightbox } from '../components/lightboxContext';
import { tileBadges } from './tileBadges';
import type { DatabaseImage } from './imageTypes';

/** Rows are 200 to 300 px high times the zoom factor (spec 1 §2). */
const ROW_MIN = 200;
const ROW_MAX = 300;

export interface TileActions {
  onLicense?: (image: DatabaseImage) => void;
  onDownload?: (image: DatabaseImage) => void;
  onDetails?: (image: DatabaseImage) => void;
  /** Further icons of a screen (remove from a library, edit info). */
  extra?: (image: DatabaseImage) => ReactNode;
}

interface ImageTileProps extends TileActions {
  image: DatabaseImage;
  zoom: number;
  selected: boolean;
  onToggle?: (image: DatabaseImage) => void;
}

/** An icon shown on a tile when it is hovered or focused; a click on it does not select the tile. */
export function TileIcon({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        sx={{ bgcolor: 'rgba(0,0,0,0.55)', color: 'common.white', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } }}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** One image of a grid: its preview, selected by a click; icons on hover; badges of its state. */
export function ImageTile({
  image,
  zoom,
  selected,
  onToggle,
  onLicense,
  onDownload,
  onDetails,
  extra,
}: ImageTileProps) {
  const { t } = useTranslation();
  const lightbox = useLightbox();
  const aspect = image.width > 0 && image.height > 0 ? image.width / image.height : 1;
  const badges = tileBadges(image, selected);
  return (
    <Box
      data-testid="image-tile"
      data-image={`${image.stocktype}:${image.id}`}
      sx={{
        position: 'relative',
        flexGrow: aspect,
        flexBasis: ROW_MIN * zoom * aspect,
        maxWidth: ROW_MAX * zoom * aspect,
        aspectRatio: String(aspect),
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'primary.main',
        bgcolor: 'action.hover',
        '& .tile-icons': { opacity: 0 },
        '&:hover .tile-icons, &:focus-within .tile-icons': { opacity: 1 },
      }}
    >
      <Box
        component="img"
        src={image.thumbnail}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {/* The whole tile selects, beside (not around) its icons: controls inside controls are not allowed. */}
      <Box
        component="button"
        type="button"
        role="checkbox"
        aria-checked={selected}
        aria-label={image.title || String(image.id)}
        disabled={!onToggle}
        onClick={() => onToggle?.(image)}
        sx={{
          position: 'absolute',
          inset: 0,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: onToggle ? 'pointer' : 'default',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
        }}
      />
      <Stack direction="row" spacing={0.5} className="tile-icons" sx={{ position: 'absolute', top: 4, right: 4 }}>
        <TileIcon
          label={t('images.stock.enlarge')}
          onClick={() => lightbox.open(image.link ?? image.thumbnail, image.title)}
        >
          <ZoomIn fontSize="small" />
        </TileIcon>
        {onLicense && image.stocktype === 'adobestock' && image.is_licensed !== 'Standard' && (
          <TileIcon label={t('images.stock.license')} onClick={() => onLicense(image)}>
            <Verified fontSize="small" />
          </TileIcon>
        )}
        {onDownload && (image.stocktype === 'customer' || image.is_licensed === 'Standard') && (
          <TileIcon label={t('images.stock.download')} onClick={() => onDownload(image)}>
            <Download fontSize="small" />
          </TileIcon>
        )}
        {onDetails && (
          <TileIcon label={t('images.stock.details')} onClick={() => onDetails(image)}>
            <InfoOutlined fontSize="small" />
          </TileIcon>
        )}
        {extra?.(image)}
      </Stack>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ position: 'absolute', bottom: 4, left: 4, flexWrap: 'wrap', pointerEvents: 'none' }}
      >
        {badges.map((badge) => (
          <Chip
            key={badge.key}
            size="small"
            color={badge.color}
            icon={badge.key === 'selected' ? <CheckCircle /> : undefined}
            label={t(`images.stock.badge.${badge.key}`)}
            data-testid={`badge-${badge.key}`}
          />
        ))}
      </Stack>
    </Box>
  );
}
