import { useCallback, useEffect, useState } from 'react';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { ALERT_HIDE_MS } from '@tradepool/domain';

export interface TimedMessage {
  type: 'success' | 'error' | 'warning';
  title: string;
  description?: string;
}

export interface TimedAlertState {
  message: TimedMessage | null;
  show: (message: TimedMessage) => void;
  clear: () => void;
}

/**
 * Spec point 8, "Users and companies": company save results, success or failure, hide after 3 s (unlike
 * the shared flash, whose errors stay).
 */
export function useTimedAlert(): TimedAlertState {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), ALERT_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((next: TimedMessage) => setMessage(next), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

export function TimedAlert({ message, style }: { message: TimedMessage | null; style?: CSSProperties }) {
  if (!message) return null;
  return (
    <Alert
      type={message.type}
      showIcon
      title={message.title}
      description={message.description}
      role={message.type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16, ...style }}
    />
  );
}
