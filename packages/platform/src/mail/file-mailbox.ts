import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { inSendSpan } from './mail-tracing.js';
import { checkMailMessage } from './message-rules.js';
import type { Mailer, MailMessage } from './port.js';

/** A message as the file mailbox keeps it: one JSON file per message. */
export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  /** ISO instant the message was written. */
  sentAt: string;
}

export interface FileMailbox extends Mailer {
  readonly kind: 'file';
  readonly folder: string;
  /** The newest messages first, at most `limit` of them. */
  list(limit?: number): Promise<StoredMail[]>;
  /** One message, or undefined when no message has that id. */
  read(id: string): Promise<StoredMail | undefined>;
}

// Ids are UUIDv7: their text order is the order they were sent in.
const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const fileOf = (id: string) => `${id}.json`;

/**
 * The embedded runtime's mail: each message is written to `folder` and can be
 * read back (the gateway shows them at /dev/mail). Nothing leaves the machine.
 */
export function createFileMailbox(options: { folder: string; from: string }): FileMailbox {
  const { folder, from } = options;

  async function read(id: string): Promise<StoredMail | undefined> {
    // The id comes from a URL: anything but an id of ours could name another file.
    if (!MESSAGE_ID.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(folder, fileOf(id)), 'utf8')) as StoredMail;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function store(message: MailMessage): Promise<string> {
    checkMailMessage(message);
    const stored: StoredMail = {
      // Written under the message's own id when it has one: sent again, it replaces itself.
      id: message.id && MESSAGE_ID.test(message.id) ? message.id : uuidv7(),
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: new Date().toISOString(),
    };
    // Written aside and renamed into place: a reader never sees half a message.
    await mkdir(folder, { recursive: true });
    const partial = join(folder, `.${fileOf(stored.id)}.partial`);
    await writeFile(partial, JSON.stringify(stored, null, 2));
    await rename(partial, join(folder, fileOf(stored.id)));
    return stored.id;
  }

  return {
    kind: 'file',
    folder,
    send(message) {
      return inSendSpan('file', () => store(message));
    },
    async list(limit = 100) {
      const ids = (await namesIn(folder))
        .filter((name) => name.endsWith('.json') && MESSAGE_ID.test(name.slice(0, -5)))
        .map((name) => name.slice(0, -5))
        .sort()
        .reverse()
        .slice(0, limit);
      const messages = await Promise.all(ids.map(read));
      return messages.filter((message) => message !== undefined);
    },
    read,
    async close() {},
  };
}

/** Tells the embedded runtime's mailbox from other mailers, e.g. to show it at /dev/mail. */
export function isFileMailbox(mailer: Mailer): mailer is FileMailbox {
  return mailer.kind === 'file' && 'list' in mailer && 'read' in mailer;
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    // No message sent yet: the folder is made by the first one.
    if (isMissing(error)) return [];
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
