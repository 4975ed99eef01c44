import { useCallback, useState } from 'react';
import { MessageDialog } from './message-dialog';

type Message = { title: string; message: string; onClose?: () => void };

/** One alert popup per page: `show({ title, message })`, render `dialog` once. */
export function useMessageDialog() {
  const [current, setCurrent] = useState<Message | null>(null);
  const show = useCallback((message: Message) => setCurrent(message), []);
  const close = () => {
    const after = current?.onClose;
    setCurrent(null);
    after?.();
  };
  const dialog = (
    <MessageDialog
      open={current !== null}
      title={current?.title ?? ''}
      message={current?.message ?? ''}
      onClose={close}
    />
  );
  return { show, dialog };
}
