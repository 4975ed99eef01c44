import { Suspense, useCallback, useState } from 'react';
import { LazyMessageDialog, useHasBeenTrue } from './lazy-dialogs';

type Message = { title: string; message: string; onClose?: () => void };

/** One alert popup per page: `show({ title, message })`, render `dialog` once. Its code loads with the first show. */
export function useMessageDialog() {
  const [current, setCurrent] = useState<Message | null>(null);
  const show = useCallback((message: Message) => setCurrent(message), []);
  const close = () => {
    const after = current?.onClose;
    setCurrent(null);
    after?.();
  };
  const hasOpened = useHasBeenTrue(current !== null);
  const dialog = hasOpened && (
    <Suspense fallback={null}>
      <LazyMessageDialog
        open={current !== null}
        title={current?.title ?? ''}
        message={current?.message ?? ''}
        onClose={close}
      />
    </Suspense>
  );
  return { show, dialog };
}
