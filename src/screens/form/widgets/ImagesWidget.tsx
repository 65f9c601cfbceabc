import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '../hooks/useImageUpload';
import { useWidgetField } from '../hooks/useWidgetField';
import { FinderButton } from '../../../imagedb/FinderButton';
import { imageData } from '../../../imagedb/imageTypes';
import {
  withChosenImages,
  withImage,
  withImageMoved,
  withMainImage,
  withoutImage,
  type ImageEntry,
} from '../model/imageEntries';
import type { WidgetProps } from './types';
import { UploadButton } from './UploadButton';

/**
 * A list of images: uploaded one or several at a time or found in the image database (the finder),
 * previewed, put in order, one of them the main image.
 */
export function ImagesWidget({ name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { getValues } = useFormContext();
  const { input, error } = useWidgetField(name);
  const entries = (input.value ?? []) as ImageEntry[];
  // Several files arrive one after the other: each is added to the list as it is by then.
  const upload = useImageUpload((url) => input.onChange(withImage((getValues(name) ?? []) as ImageEntry[], url)));
  const problem = error ?? upload.error;
  return (
    <FormControl fullWidth error={problem !== undefined}>
      <FormLabel>{label}</FormLabel>
      {entries.length > 0 && (
        <ImageList cols={4} rowHeight={120} gap={8} sx={{ mt: 1 }}>
          {entries.map((entry, index) => {
            const number = index + 1;
            return (
              <ImageListItem key={`${entry.link}-${index}`}>
                <Box
                  component="img"
                  src={entry.thumbnail ?? entry.link}
                  alt={t('form.images.preview', { number })}
                  loading="lazy"
                  sx={{ objectFit: 'cover', height: '100%' }}
                />
                <ImageListItemBar
                  position="top"
                  actionPosition="left"
                  actionIcon={
                    <IconButton
                      sx={{ color: 'common.white' }}
                      aria-pressed={entry.main === true}
                      aria-label={t('form.images.main', { number })}
                      onClick={() => input.onChange(withMainImage(entries, index))}
                    >
                      {entry.main ? <Star /> : <StarBorder />}
                    </IconButton>
                  }
                />
                <ImageListItemBar
                  position="bottom"
                  actionIcon={
                    <>
                      <IconButton
                        sx={{ color: 'common.white' }}
                        aria-label={t('form.images.earlier', { number })}
                        disabled={index === 0}
                        onClick={() => input.onChange(withImageMoved(entries, index, index - 1))}
                      >
                        <ArrowBack />
                      </IconButton>
                      <IconButton
                        sx={{ color: 'common.white' }}
                        aria-label={t('form.images.later', { number })}
                        disabled={index === entries.length - 1}
                        onClick={() => input.onChange(withImageMoved(entries, index, index + 1))}
                      >
                        <ArrowForward />
                      </IconButton>
                      <IconButton
                        sx={{ color: 'common.white' }}
                        aria-label={t('form.images.remove', { number })}
                        onClick={() => input.onChange(withoutImage(entries, index))}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </>
                  }
                />
              </ImageListItem>
            );
          })}
        </ImageList>
      )}
      <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton label={t('form.images.add')} uploading={upload.isUploading} multiple onFiles={upload.upload} />
        <FinderButton
          onChosen={(images) =>
            input.onChange(
              withChosenImages(
                (getValues(name) ?? []) as ImageEntry[],
                images.map((image) => ({ link: image.link ?? '', thumbnail: image.thumbnail, data: imageData(image) })),
              ),
            )
          }
        />
      </Box>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
