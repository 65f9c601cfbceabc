import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main region, where the skip link leads. */
export const MAIN_CONTENT = 'main-content';

/** The main region takes the focus from the skip link by script; Tab does not stop on it and it shows no ring. */
export const mainContentProps = { id: MAIN_CONTENT, tabIndex: -1 } as const;
export const mainContentSx = { '&:focus': { outline: 'none' } } as const;

const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  insetInlineStart: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  // Out of sight until a keyboard user tabs onto it.
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * The page's first stop for the Tab key: jumps past the menus to the main region and moves the
 * focus there, so that the next Tab continues inside the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const content = document.getElementById(MAIN_CONTENT);
    if (!content) return;
    // By hand: following the hash would add a history entry behind the router's back.
    event.preventDefault();
    content.focus();
  };
  return (
    <Link href={`#${MAIN_CONTENT}`} onClick={skip}>
      {t('shell.skipToContent')}
    </Link>
  );
}
