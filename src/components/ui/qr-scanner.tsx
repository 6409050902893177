/**
 * A camera viewfinder that reads QR codes continuously: the rear camera, frame after
 * frame, each new code handed to `onText` — no tap between codes. The same code seen
 * again is reported again only after it left the picture (or after `repeatAfterMs`).
 * Knows nothing of what the codes mean; the texts around it come in as props.
 *
 * Camera access needs a secure context (HTTPS or localhost) and the user's permission;
 * without either the scanner says so and the screen offers its photo and file routes.
 */
import { useEffect, useRef, useState } from 'react';
import { createFrameDecoder, type FrameDecoder } from '@/lib/qr-reader';

export type ScannerState = 'starting' | 'running' | 'denied' | 'unavailable';

export interface QrScannerLabels {
  /** Accessible name of the viewfinder. */
  viewfinder: string;
  starting: string;
  /** Shown when the user (or the browser) refused the camera. */
  denied: string;
  /** Shown when there is no camera or no camera access in this browser. */
  unavailable: string;
}

export interface QrScannerProps {
  onText: (text: string) => void;
  labels: QrScannerLabels;
  /** While true the camera stays on but nothing is read (e.g. while a confirmation is open). */
  paused?: boolean;
  /** A code still in the picture is reported again after this long (default 4 s). */
  repeatAfterMs?: number;
  onStateChange?: (state: ScannerState) => void;
}

/** Fewest milliseconds between two decoded frames (keeps a phone cool). */
const FRAME_INTERVAL_MS = 120;
/**
 * Where the pure-JS decoder has to run on the main thread (no module worker), after a frame
 * that took d ms the next one waits at least 2·d, so the screen keeps at least two thirds of
 * the time for itself. In its worker (the rule) it takes nothing from the screen.
 */
const IDLE_FACTOR = 2;

export function QrScanner({ onText, labels, paused = false, repeatAfterMs = 4000, onStateChange }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  const onTextRef = useRef(onText);
  const pausedRef = useRef(paused);
  const stateRef = useRef(onStateChange);
  useEffect(() => {
    onTextRef.current = onText;
    pausedRef.current = paused;
    stateRef.current = onStateChange;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let decoder: FrameDecoder | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    const report = (next: ScannerState) => {
      if (stopped) return;
      setState(next);
      stateRef.current?.(next);
    };

    async function tick() {
      if (stopped) return;
      const video = videoRef.current;
      const started = performance.now();
      if (!pausedRef.current && decoder && video && video.readyState >= 2) {
        const text = await decoder.decode(video);
        const now = performance.now();
        if (text === null) {
          if (now - last.at > 1000) last = { text: '', at: 0 };
        } else if (text !== last.text || now - last.at > repeatAfterMs) {
          last = { text, at: now };
          if (!stopped && !pausedRef.current) onTextRef.current(text);
        } else {
          last.at = now;
        }
      }
      if (stopped) return;
      const spent = performance.now() - started;
      const idle = decoder?.blocksMainThread ? IDLE_FACTOR * spent : 0;
      timer = setTimeout(() => void tick(), Math.max(FRAME_INTERVAL_MS - spent, idle));
    }

    async function start() {
      // The decoder loads while the camera starts.
      const decoderReady = createFrameDecoder();
      decoderReady.catch(() => undefined);
      if (!navigator.mediaDevices?.getUserMedia) {
        report('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (e) {
        const name = e instanceof DOMException ? e.name : '';
        report(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
        return;
      }
      if (stopped) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
      decoder = await decoderReady;
      report('running');
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [repeatAfterMs]);

  const message = state === 'denied' ? labels.denied : state === 'unavailable' ? labels.unavailable : state === 'starting' ? labels.starting : null;
  return (
    <div className="relative overflow-hidden rounded-2xl bg-stone-900" data-scanner-state={state}>
      <video
        ref={videoRef}
        aria-label={labels.viewfinder}
        className={`block aspect-[4/3] w-full object-cover ${state === 'running' ? '' : 'invisible'}`}
        muted
        playsInline
        autoPlay
      />
      {state === 'running' ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-[12%] rounded-xl border-4 border-yellow-400/80" />
      ) : null}
      {message ? (
        <p role={state === 'starting' ? 'status' : 'alert'} className="absolute inset-0 flex items-center justify-center p-6 text-center text-base text-white">
          {message}
        </p>
      ) : null}
    </div>
  );
}
