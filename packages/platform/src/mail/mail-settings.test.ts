import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { openTestInfrastructure } from '../testing/test-server.js';
import { isFileMailbox } from './file-mailbox.js';

describe('mail settings', () => {
  it('writes mail to files from Mise unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Mise <hello@mise.local>');
  });

  it('accepts an SMTP URL with credentials and a bare sender address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mise:s3cret@mail.example.com:465',
      MAIL_FROM: 'hello@mise.ca',
    });
    expect(config.SMTP_URL).toBe('smtps://mise:s3cret@mail.example.com:465');
    expect(config.MAIL_FROM).toBe('hello@mise.ca');
  });

  it('names each malformed mail setting', () => {
    const loading = () => loadConfig({ SMTP_URL: 'http://mail', MAIL_FROM: 'Mise' });
    expect(loading).toThrow(ConfigError);
    expect(loading).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(loading).toThrow('MAIL_FROM: must be an address like Mise <hello@mise.ca>');
  });
});

describe('mail adapter choice', () => {
  it('is the file mailbox in DATA_DIR/mail without SMTP_URL', async () => {
    const infra = await openTestInfrastructure({ DATA_DIR: '/tmp/mise-choice' });
    expect(infra.mail.kind).toBe('file');
    expect(isFileMailbox(infra.mail) && infra.mail.folder).toBe(join('/tmp/mise-choice', 'mail'));
    await infra.close();
  });

  it('is SMTP with SMTP_URL, and not shown as a mailbox', async () => {
    const infra = await openTestInfrastructure({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(infra.mail.kind).toBe('smtp');
    expect(isFileMailbox(infra.mail)).toBe(false);
    await infra.close();
  });
});
