import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatDateTime, HtmlPreview, useAreaTranslation, useResourceLabels } from '../../src/console';
import type { ResourceDefinition } from '../../registry/types';
import type { TemplateCardRecord } from './useTemplateCards';

const PREVIEW_HEIGHT = 220;
/** A mail's 680 px shown 272 px wide. */
const PREVIEW_SCALE = 0.4;

/** One template as a card: its mail in small, its name, type, language and last change; opens the template. */
export function TemplateCard({ resource, template }: { resource: ResourceDefinition; template: TemplateCardRecord }) {
  const { t } = useAreaTranslation(resource);
  const labels = useResourceLabels(resource);
  return (
    <Card variant="outlined" data-testid="template-card">
      <CardActionArea component={Link} to={`${resource.route}/${template.id_nl_template}`}>
        {template.html_part?.trim() ? (
          <HtmlPreview html={template.html_part} title={template.name} height={PREVIEW_HEIGHT} scale={PREVIEW_SCALE} />
        ) : (
          <Stack
            sx={{ height: PREVIEW_HEIGHT, alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}
          >
            <Typography color="text.secondary">{t('newsletter.templates.noHtml')}</Typography>
          </Stack>
        )}
        <CardContent>
          <Typography variant="h6" component="h2" noWrap title={template.name}>
            {template.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <Chip size="small" color="primary" label={labels.enumValue('purpose', template.purpose)} />
            <Chip size="small" variant="outlined" label={labels.enumValue('locale', template.locale)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('newsletter.templates.changed', { date: formatDateTime(template.updated_at) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
