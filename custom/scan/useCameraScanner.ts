import { useEffect, useRef, useState } from 'react';
import { createQrDetector, type QrDetector } from './barcodeDetector';
import { createRepeatFilter } from './repeatFilter';

/** How often a camera picture is searched for a QR code. */
const DETECT_EVERY_MS = 200;
/** A code in view stays one scan: it counts again only after it was out of sight this long. */
const SAME_CODE_PAUSE_MS = 3000;

/**
 * The camera as a QR reader where the browser has a detector: started and stopped on request, its
 * picture searched several times a second, each code handed on once while it stays in view.
 * `supported` is undefined while the browser is asked, then true or false.
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const [detector, setDetector] = useState<QrDetector | null>();
  const [stream, setStream] = useState<MediaStream>();
  const [failure, setFailure] = useState<string>();
  const video = useRef<HTMLVideoElement>(null);
  const handOn = useRef(onCode);

  useEffect(() => {
    handOn.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let current = true;
    void createQrDetector().then((found) => {
      if (current) setDetector(found ?? null);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!stream || !detector || !element) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const isNew = createRepeatFilter(SAME_CODE_PAUSE_MS);
    let busy = false;
    const timer = setInterval(() => {
      if (busy || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      busy = true;
      detector
        .detect(element)
        .then((codes) => {
          for (const { rawValue } of codes) if (isNew(rawValue, Date.now())) handOn.current(rawValue);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, DETECT_EVERY_MS);
    return () => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      element.srcObject = null;
    };
  }, [stream, detector]);

  return {
    supported: detector === undefined ? undefined : detector !== null,
    running: stream !== undefined,
    failure,
    video,
    start: async () => {
      setFailure(undefined);
      try {
        setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }));
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    },
    stop: () => setStream(undefined),
  };
}
