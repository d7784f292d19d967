import type { AccountDataAnswer, UserAnswer } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/i18n/languages';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { dismissNotice, renderAccount } from '../testing/render-account';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const PASSWORD = 'Current#Pass1';
const exported: AccountDataAnswer = {
  exportedAt: '2026-11-27T18:00:00.000Z',
  parts: { identity: { profile: { emailAddress: 'camille@example.ca' } }, pantry: { lots: [] } },
};

const problem = (status: number, message: string, fields: object[] = []) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Refused', status, message, fields },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

/**
 * Identity's deletion and the gateway's export as the server answers them: the account goes
 * for its password (or its typed e-mail), and an open order keeps it.
 */
function stubAccountData(user: UserAnswer, options: { openOrder?: string } = {}) {
  const deletions: unknown[] = [];
  let exportFails = false;
  apiServer.use(
    http.get('*/api/account-data', () =>
      exportFails ? problem(503, 'Try again.') : HttpResponse.json(exported),
    ),
    http.delete('*/api/users/me', async ({ request }) => {
      const proof = (await request.json()) as { password?: string; emailAddress?: string };
      deletions.push(proof);
      const proved = user.isPasswordSet
        ? proof.password === PASSWORD
        : proof.emailAddress === user.emailAddress;
      if (!proved) {
        const field = user.isPasswordSet ? 'password' : 'emailAddress';
        return problem(400, 'Not you.', [{ field, rule: 'matches', message: 'no' }]);
      }
      if (options.openOrder) {
        return problem(409, `Your order ${options.openOrder} is not delivered yet.`);
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { deletions, failExport: () => (exportFails = true) };
}

function openSettings(
  user: UserAnswer = shopper(),
  options: { openOrder?: string; language?: Language } = {},
) {
  polyfillDialog();
  stubCatalogApi();
  stubIdentityApi({ user });
  stubOrdersPaymentsApi();
  const fake = stubAccountData(user, options);
  const router = renderAccount('/settings', { language: options.language ?? 'en-CA' });
  return { fake, router };
}

/** What a file holds, read as jsdom's Blob allows. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

async function askToDelete(region = 'Your data', button = 'Delete my account') {
  const section = await screen.findByRole('region', { name: region });
  fireEvent.click(within(section).getByRole('button', { name: button }));
}

describe("'Download my data' in the settings", () => {
  it('saves the export as a dated JSON file', async () => {
    openSettings();
    const saved: { name: string; file: Blob }[] = [];
    let file: Blob | undefined;
    // jsdom makes no object URLs: the one the page makes is kept to read the file back.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        file = blob;
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (file) saved.push({ name: this.download, file });
    });
    const section = await screen.findByRole('region', { name: 'Your data' });
    fireEvent.click(within(section).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [download] = saved;
    if (!download) throw new Error('no file was saved');
    expect(download.name).toBe('mise-data-2026-11-27.json');
    expect(JSON.parse(await textOf(download.file))).toEqual(exported);
  });

  it('says so when the data could not be gathered', async () => {
    const { fake } = openSettings();
    fake.failExport();
    const section = await screen.findByRole('region', { name: 'Your data' });
    fireEvent.click(within(section).getByRole('button', { name: 'Download my data' }));

    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Your data could not be gathered just now. Please try again in a minute.',
    );
  });
});

describe("'Delete my account' in the settings", () => {
  it('says what is kept, and keeping the account sends nothing', async () => {
    const { fake } = openSettings();
    await askToDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('without your name, e-mail, phone or address');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.deletions).toEqual([]);
  });

  it('asks for the password, says when it is wrong, and lands home once deleted', async () => {
    const { fake, router } = openSettings();
    await askToDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Enter your password to confirm.')).toBeTruthy();
    expect(fake.deletions).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'Wrong#Pass1' },
    });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('This is not your password.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: PASSWORD },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fake.deletions).toEqual([{ password: 'Wrong#Pass1' }, { password: PASSWORD }]);
  });

  it('asks a shopper without a password to type their e-mail', async () => {
    const user = shopper({ isPasswordSet: false });
    const { fake } = openSettings(user);
    await askToDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(
      within(dialog).getByLabelText(`Type your e-mail address (${user.emailAddress}) to confirm`),
      { target: { value: user.emailAddress } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(fake.deletions).toEqual([{ emailAddress: user.emailAddress }]);
  });

  it('shows why an open order keeps the account, and stays on the settings', async () => {
    const { router } = openSettings(shopper(), { openOrder: 'M-7K2P9Q' });
    await askToDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: PASSWORD },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your order M-7K2P9Q is not delivered yet. You can delete your account once it is delivered, or after you cancel it.',
    );
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('speaks French, an open order included', async () => {
    openSettings(shopper(), { language: 'fr-CA', openOrder: 'M-7K2P9Q' });
    await askToDelete('Vos données', 'Supprimer mon compte');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte?' });
    expect(within(dialog).getByRole('button', { name: 'Garder mon compte' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Votre mot de passe'), {
      target: { value: PASSWORD },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Votre commande M-7K2P9Q n'est pas encore livrée. Vous pourrez supprimer votre compte une fois qu'elle sera livrée, ou après l'avoir annulée.",
    );
  });
});
