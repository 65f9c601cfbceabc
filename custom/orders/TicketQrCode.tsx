import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { qrSymbol } from './qrSymbol';

interface TicketQrCodeProps {
  code: string;
  /** Width and height in pixels. */
  size: number;
}

/** A ticket code as a QR code, black on white in either theme so that a scanner reads it from the screen. */
export function TicketQrCode({ code, size }: TicketQrCodeProps) {
  const { t } = useTranslation();
  const symbol = useMemo(() => qrSymbol(code), [code]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('tickets.order.qrCode', { code })}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      sx={{ display: 'block' }}
    >
      <rect width={symbol.size} height={symbol.size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </Box>
  );
}
