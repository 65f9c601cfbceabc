import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useEngineSite } from '../hooks/useEngineSite';
import { contactPagePath, startPath } from '../logic/booking-steps';
import { engineLanguages } from '../logic/engine-language';

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}>
      <span>{t('booking.engine.layout.language')}</span>
      <select value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {engineLanguages.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.label}
          </option>
        ))}
      </select>
    </Box>
  );
}

/** The engine's frame: the company's logo or name, the language switch, the page, and the footer's links. */
export function EngineLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { settings, imprint, privacy } = useEngineSite();
  const { company } = settings;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container
          maxWidth="md"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            py: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <Link component={RouterLink} to={startPath} color="inherit" underline="none">
            {company.logo ? (
              <Box component="img" src={company.logo} alt={company.name} sx={{ maxHeight: 40, maxWidth: 180 }} />
            ) : (
              <Typography component="span" variant="h6">
                {company.name}
              </Typography>
            )}
          </Link>
          <LanguageSwitch />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: 2, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
        <Container maxWidth="md" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 14 }}>
          <span>{company.name}</span>
          <Link component={RouterLink} to={contactPagePath}>
            {t('booking.engine.layout.contact')}
          </Link>
          {imprint && (
            <Link href={imprint} target="_blank" rel="noopener">
              {t('booking.engine.layout.imprint')}
            </Link>
          )}
          {privacy && (
            <Link href={privacy} target="_blank" rel="noopener">
              {t('booking.engine.layout.privacy')}
            </Link>
          )}
        </Container>
      </Box>
    </Box>
  );
}
