import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useEngineSite } from '../hooks/useEngineSite';
import { contactPagePath, startPath } from '../logic/booking-steps';
import { engineLanguages } from '../logic/engine-language';

/** The page's width: one column on a phone, at most 900 px on a wide screen. */
const column = { maxWidth: 900, mx: 'auto', px: { xs: 1.5, sm: 3 } } as const;
const footerLink = { color: 'primary.main' } as const;

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}>
      <span aria-hidden>{t('booking.engine.layout.language')}</span>
      <select
        aria-label={t('booking.engine.layout.language')}
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {engineLanguages.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.label}
          </option>
        ))}
      </select>
    </Box>
  );
}

/**
 * The engine's frame: the company's logo or name, the language switch, the page, and the footer's
 * links. Plain elements where MUI's Container and Link would only add weight to the first page.
 */
export function EngineLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { settings, imprint, privacy } = useEngineSite();
  const { company } = settings;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box
          sx={{
            ...column,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            py: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <Box component={RouterLink} to={startPath} sx={{ color: 'inherit', textDecoration: 'none' }}>
            {company.logo ? (
              <Box component="img" src={company.logo} alt={company.name} sx={{ maxHeight: 40, maxWidth: 180 }} />
            ) : (
              <Typography component="span" variant="h6">
                {company.name}
              </Typography>
            )}
          </Box>
          <LanguageSwitch />
        </Box>
      </Box>
      <Box component="main" sx={{ ...column, flex: 1, py: 2, width: '100%' }}>
        {children}
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
        <Box sx={{ ...column, display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 14 }}>
          <span>{company.name}</span>
          <Box component={RouterLink} to={contactPagePath} sx={footerLink}>
            {t('booking.engine.layout.contact')}
          </Box>
          {imprint && (
            <Box component="a" href={imprint} target="_blank" rel="noopener" sx={footerLink}>
              {t('booking.engine.layout.imprint')}
            </Box>
          )}
          {privacy && (
            <Box component="a" href={privacy} target="_blank" rel="noopener" sx={footerLink}>
              {t('booking.engine.layout.privacy')}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
