import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const small = { defaultProps: { size: 'small' } } as const;

/** The console's theme with small inputs, buttons and tables: the compactView preference. */
const compact = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTextField: small,
    MuiFormControl: small,
    MuiButton: small,
    MuiIconButton: small,
    MuiSwitch: small,
    MuiChip: small,
    MuiTable: small,
    MuiAutocomplete: {
      ...outer.components?.MuiAutocomplete,
      defaultProps: { ...outer.components?.MuiAutocomplete?.defaultProps, size: 'small' },
    },
    MuiList: { defaultProps: { dense: true } },
  },
});

const asIs = (outer: Theme) => outer;

/** Always a theme provider, so that switching the preference does not remount the editor. */
export function CompactView({ on, children }: { on: boolean; children: ReactNode }) {
  return <ThemeProvider theme={on ? compact : asIs}>{children}</ThemeProvider>;
}
