import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubContentApi } from '../testing/fake-content-api';
import { renderContent } from '../testing/render-content';

afterEach(cleanup);

describe('the about page', () => {
  it('shows each team member with an avatar of their initials', async () => {
    stubContentApi({
      'about.en-CA': {
        title: 'About Mise',
        body: '> **Sample content.**\n\n## Team\n\n### Marc-Antoine Gagnon\n**Chef**\n\n### Léa\nDesigner.',
      },
    });
    renderContent('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Mise' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeTruthy();
    const members = screen.getAllByRole('heading', { level: 3 });
    expect(members.map((member) => member.textContent)).toEqual(['MGMarc-Antoine Gagnon', 'LLéa']);
    expect(screen.getByText('Sample content.').closest('blockquote')).toBeTruthy();
  });
});

describe('the terms and privacy pages', () => {
  it('render their Markdown, keep links to the shop inside it and show raw HTML as text', async () => {
    stubContentApi({
      'terms.en-CA': {
        title: 'Terms of service',
        body: '## 1. Accounts\nSee the [privacy policy](/privacy).\n\n<script>alert(1)</script>',
      },
    });
    renderContent('/tos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Accounts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the privacy policy at /privacy', async () => {
    stubContentApi({ 'privacy.en-CA': { title: 'Privacy policy', body: 'We keep little.' } });
    renderContent('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('We keep little.')).toBeTruthy();
  });
});
