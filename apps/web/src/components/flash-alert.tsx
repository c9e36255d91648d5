import { useCallback, useEffect, useState } from 'react';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { ALERT_HIDE_MS } from '@tradepool/domain';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

export interface FlashState {
  flash: Flash | null;
  success: (text: string) => void;
  error: (text: string) => void;
  clear: () => void;
}

/** Spec point 8: success alerts hide after 3 s; error alerts stay until the next action clears them. */
export function useFlash(initial: Flash | null = null): FlashState {
  const [flash, setFlash] = useState<Flash | null>(initial);
  useEffect(() => {
    if (flash?.kind !== 'success') return;
    const timer = window.setTimeout(() => setFlash(null), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  const success = useCallback((text: string) => setFlash({ kind: 'success', text }), []);
  const error = useCallback((text: string) => setFlash({ kind: 'error', text }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, success, error, clear };
}

/** The alert of a `useFlash` state; renders nothing when there is nothing to say. */
export function FlashAlert({ flash, style }: { flash: Flash | null; style?: CSSProperties }) {
  if (!flash) return null;
  return (
    <Alert
      type={flash.kind}
      showIcon
      title={flash.text}
      role={flash.kind === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16, ...style }}
    />
  );
}
