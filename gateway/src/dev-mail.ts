import { escapeHtml, type FileMailbox, notFound, type StoredMail } from '@mise/platform';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const INDEX_SIZE = 100;

// The HTML body is shown in a sandboxed frame: no script in a message ever runs, here or there.
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'none'";

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Names this machine answers to itself; any other Host may be a DNS-rebinding page's. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The embedded runtime's outbox for people: every e-mail the shop wrote to the
 * file mailbox, newest first, each viewable as the recipient would see it. Only for
 * someone on this machine: the messages hold shoppers' addresses and lists.
 */
export const devMailRoutes: FastifyPluginAsync<{ mailbox: FileMailbox }> = async (
  app,
  { mailbox },
) => {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.has(request.ip) || !LOOPBACK_HOSTS.has(request.hostname)) {
      throw notFound(`There is nothing at GET ${request.url}.`);
    }
  });
  app.get('/dev/mail', async (_request, reply) => {
    const messages = await mailbox.list(INDEX_SIZE);
    return sendPage(reply, mailIndexPage(messages));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const message = await mailbox.read(request.params.id);
    if (!message) throw notFound(`No message has the id ${request.params.id}.`);
    return sendPage(reply, mailMessagePage(message));
  });
};

function sendPage(reply: FastifyReply, html: string) {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('cache-control', 'no-store');
  reply.type('text/html; charset=utf-8');
  return html;
}

export function mailIndexPage(messages: readonly StoredMail[]): string {
  const rows = messages.map(
    (message) => `<tr>
<td>${sentAt(message)}</td>
<td>${escapeHtml(message.to)}</td>
<td><a href="/dev/mail/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td>
</tr>`,
  );
  const list =
    rows.length === 0
      ? '<p>No e-mail has been sent yet.</p>'
      : `<table>
<caption>Newest first, at most ${INDEX_SIZE}</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
  return page('Mail sent by Mise', `<h1>Mail sent by Mise</h1>\n${list}`);
}

export function mailMessagePage(message: StoredMail): string {
  return page(
    message.subject,
    `<p><a href="/dev/mail">All mail</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd>${sentAt(message)}</dd>
</dl>
<h2>As HTML</h2>
<iframe title="The message as HTML" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>
<h2>As text</h2>
<pre>${escapeHtml(message.text)}</pre>`,
  );
}

function sentAt(message: StoredMail): string {
  const instant = escapeHtml(message.sentAt);
  return `<time datetime="${instant}">${instant.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mise dev mail</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding-bottom: 0.5rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ccc; }
a { color: #2f5f00; }
dt { font-weight: bold; }
dd { margin: 0 0 0.5rem 0; }
iframe { width: 100%; height: 32rem; border: 1px solid #ccc; }
pre { white-space: pre-wrap; background: #f5f5f5; padding: 0.75rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
