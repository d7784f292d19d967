import { useSearchParams } from 'react-router';

/** The query that opens the share dialog (spec §2); closing removes it. */
export const shareMenuParam = 'sharemenu';

/** Whether the share dialog is open, kept in the URL so a link can open it. */
export function useShareMenuParam(): [boolean, (open: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  function setOpen(open: boolean) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set(shareMenuParam, 'true');
        else next.delete(shareMenuParam);
        return next;
      },
      // Opening is a step the back button undoes; closing does not add one.
      { replace: !open },
    );
  }
  return [searchParams.has(shareMenuParam), setOpen];
}
