/**
 * The browser's Shape Detection API for QR codes, where it has one (Chromium on Android, macOS and
 * ChromeOS; not yet in TypeScript's DOM types). No polyfill: elsewhere the camera is not offered.
 */
interface DetectedBarcode {
  rawValue: string;
}

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

const QR_FORMAT = 'qr_code';

/** A detector of QR codes, or undefined when the browser has none or its detector cannot read them. */
export async function createQrDetector(): Promise<QrDetector | undefined> {
  const BarcodeDetector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!BarcodeDetector || !navigator.mediaDevices?.getUserMedia) return undefined;
  try {
    const formats = await BarcodeDetector.getSupportedFormats();
    return formats.includes(QR_FORMAT) ? new BarcodeDetector({ formats: [QR_FORMAT] }) : undefined;
  } catch {
    return undefined;
  }
}
