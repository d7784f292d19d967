import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/shared/i18n/create-i18n';
import { NoticeHost } from './notice-host';
import { dismissNotice, noticeDuration, notify } from './notices';

function renderHost() {
  render(
    <I18nextProvider i18n={createI18n('en-CA')}>
      <NoticeHost />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  dismissNotice();
  vi.useRealTimers();
});

describe('NoticeHost', () => {
  it('shows a notice in the polite live region for 7200 ms', () => {
    renderHost();

    act(() => notify('success', 'You have been logged in successfully'));
    const shown = screen.getByText('You have been logged in successfully');
    expect(shown.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');

    act(() => vi.advanceTimersByTime(noticeDuration - 1));
    expect(screen.queryByText('You have been logged in successfully')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('You have been logged in successfully')).toBeNull();
  });

  it('announces an error assertively', () => {
    renderHost();

    act(() => notify('error', "We couldn't log you out."));

    const shown = screen.getByText("We couldn't log you out.");
    expect(shown.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('shows the newest notice only, and closes on Dismiss', () => {
    renderHost();
    act(() => notify('success', 'First'));
    act(() => notify('information', 'Second'));

    expect(screen.queryByText('First')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Second')).toBeNull();
  });
});
