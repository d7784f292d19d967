import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileMailbox } from './file-mailbox.js';
import { describeMailContract } from './mail-contract.js';

async function scratchFolder() {
  const parent = await mkdtemp(join(tmpdir(), 'mise-mail-'));
  return {
    // A folder not made yet, as on a fresh install: the first message makes it.
    folder: join(parent, 'mail'),
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}

describeMailContract('file mailbox', async (from) => {
  const { folder, remove } = await scratchFolder();
  const mailer = createFileMailbox({ folder, from });
  return {
    mailer,
    // What the mailbox keeps beyond the message itself (sentAt) is not part of the contract.
    delivered: async () =>
      (await mailer.list()).map(({ id, from, to, subject, text, html }) => ({
        id,
        from,
        to,
        subject,
        text,
        html,
      })),
    close: remove,
  };
});

describe('file mailbox', () => {
  const message = { to: 'ana@example.com', text: 'list', html: '<p>list</p>' };

  it('writes one JSON file per message, and nothing half-written beside it', async () => {
    const { folder, remove } = await scratchFolder();
    const mailbox = createFileMailbox({ folder, from: 'Mise <hello@mise.local>' });

    const id = await mailbox.send({ ...message, subject: 'Your Mise shopping list' });

    expect(await readdir(folder)).toEqual([`${id}.json`]);
    const stored = JSON.parse(await readFile(join(folder, `${id}.json`), 'utf8'));
    expect(stored).toMatchObject({ id, subject: 'Your Mise shopping list', to: 'ana@example.com' });
    expect(Date.parse(stored.sentAt)).not.toBeNaN();
    await remove();
  });

  it('keeps one copy of a message sent again under its own id, as a retried job does', async () => {
    const { folder, remove } = await scratchFolder();
    const mailbox = createFileMailbox({ folder, from: 'Mise <hello@mise.local>' });
    const again = { ...message, subject: 'Your order', id: '019abc00-0000-7000-8000-000000000001' };

    expect(await mailbox.send(again)).toBe(again.id);
    expect(await mailbox.send(again)).toBe(again.id);

    expect(await readdir(folder)).toEqual([`${again.id}.json`]);
    await remove();
  });

  it('lists the newest message first, up to the limit', async () => {
    const { folder, remove } = await scratchFolder();
    const mailbox = createFileMailbox({ folder, from: 'Mise <hello@mise.local>' });
    for (const subject of ['one', 'two', 'three']) await mailbox.send({ ...message, subject });

    expect((await mailbox.list()).map((mail) => mail.subject)).toEqual(['three', 'two', 'one']);
    expect((await mailbox.list(2)).map((mail) => mail.subject)).toEqual(['three', 'two']);
    await remove();
  });

  it('lists nothing before the first message', async () => {
    const { folder, remove } = await scratchFolder();

    expect(await createFileMailbox({ folder, from: 'x@mise.local' }).list()).toEqual([]);
    await remove();
  });

  it('reads a message by its id, and nothing for ids that are not its own', async () => {
    const { folder, remove } = await scratchFolder();
    const mailbox = createFileMailbox({ folder: join(folder, 'inner'), from: 'x@mise.local' });
    const id = await mailbox.send({ ...message, subject: 'hello' });
    // A file next to the mailbox that a crafted id must not reach.
    await writeFile(join(folder, 'secret.json'), '{"subject":"secret"}');

    expect((await mailbox.read(id))?.subject).toBe('hello');
    expect(await mailbox.read('0190a6c2-0000-7000-8000-000000000000')).toBeUndefined();
    expect(await mailbox.read('../secret')).toBeUndefined();
    expect(await mailbox.read(`${id}/../../secret`)).toBeUndefined();
    await remove();
  });
});
