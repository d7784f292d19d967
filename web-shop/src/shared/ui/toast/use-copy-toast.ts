import { useCallback } from 'react';
import { copyText } from '@/shared/browser/copy-text';
import { useToast } from './use-toast';

/** What the toast says after a copy: `failed` should carry the text so the shopper can copy it by hand. */
export type CopyMessages = { copied: string; failed: string };

/** Copies text and reports the outcome in a toast; render `message` with `<Toast>`. */
export function useCopyToast() {
  const [message, showToast, hideToast] = useToast();
  const copy = useCallback(
    async (text: string, messages: CopyMessages): Promise<boolean> => {
      const copied = await copyText(text);
      showToast(copied ? messages.copied : messages.failed);
      return copied;
    },
    [showToast],
  );
  return { message, copy, hideToast };
}
