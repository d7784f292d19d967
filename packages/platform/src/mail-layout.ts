/**
 * The Mise look of every mail, whichever service sends it: one content, laid out twice, as plain
 * text and as HTML, so both parts always say the same. Everything interpolated into the HTML is
 * escaped: names come from shoppers and may hold markup.
 */
import type { ShopLanguage } from '@mise/contracts';
import { escapeHtml } from './mail/escape-html.js';
import type { MailMessage } from './mail/port.js';

export type RenderedMail = Omit<MailMessage, 'to'>;

export const BRAND = {
  name: 'Mise',
  tagline: 'Meals & Groceries, Solved',
  primary: '#489800',
  secondary: '#7bc941',
} as const;

/** Whom a mail greets, in which language, and the shop it comes from. */
export interface MailReader {
  language: ShopLanguage;
  firstName: string;
  /** The shop's address, linked from the footer. */
  shopUrl: string;
}

export interface MailLink {
  label: string;
  url: string;
}

/**
 * A titled block of short lines, such as what an order holds or where it goes, or of pages it
 * names (recipes a mail suggests), each link on its own line.
 */
export interface MailSection {
  heading: string;
  lines?: readonly string[];
  links?: readonly MailLink[];
}

export interface MailContent {
  subject: string;
  /** Paragraphs before the button. */
  intro: readonly string[];
  /** Blocks between the intro and the button; a block with neither lines nor links is left out. */
  sections?: readonly MailSection[];
  /** The one thing the mail asks the reader to do. */
  action: MailLink;
  /** Lesser links, listed under the button. */
  links?: readonly MailLink[];
  /** Paragraphs after the button: how long a link works, what to do about an unexpected mail. */
  outro: readonly string[];
}

const chrome: Record<
  ShopLanguage,
  {
    greeting: (firstName: string) => string;
    /** French sets a space before a colon. */
    colon: string;
    linkFallback: string;
    signOff: string;
    why: string;
  }
> = {
  'en-CA': {
    greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hi,'),
    colon: ':',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signOff: 'The Mise team',
    why: 'You are receiving this e-mail because of your Mise account.',
  },
  'fr-CA': {
    greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    colon: ' :',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signOff: "L'équipe Mise",
    why: 'Vous recevez ce courriel en lien avec votre compte Mise.',
  },
};

export function layOut(reader: MailReader, mail: MailContent): RenderedMail {
  const content = { ...reader, ...mail };
  return { subject: content.subject, text: textPart(content), html: htmlPart(content) };
}

type LaidOut = MailReader & MailContent;

const filled = (sections: LaidOut['sections']) =>
  (sections ?? []).filter(
    (section) => (section.lines?.length ?? 0) + (section.links?.length ?? 0) > 0,
  );

function textPart(content: LaidOut): string {
  const words = chrome[content.language];
  const link = ({ label, url }: MailLink) => `${label}${words.colon}\n${url}`;
  return [
    words.greeting(content.firstName.trim()),
    ...content.intro,
    ...filled(content.sections).map(({ heading, lines = [], links = [] }) =>
      [
        `${heading}${words.colon}`,
        ...lines,
        ...links.map(({ label, url }) => `${label}\n${url}`),
      ].join('\n'),
    ),
    link(content.action),
    ...(content.links ?? []).map(link),
    ...content.outro,
    words.signOff,
    `--\n${BRAND.name} · ${BRAND.tagline}\n${content.shopUrl}\n${words.why}`,
  ].join('\n\n');
}

function htmlPart(content: LaidOut): string {
  const words = chrome[content.language];
  const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  const anchor = ({ label, url }: MailLink) =>
    `<a href="${escapeHtml(url)}" style="color:${BRAND.primary};font-weight:bold;">${escapeHtml(label)}</a>`;
  const section = ({ heading, lines = [], links = [] }: MailSection) =>
    `<h2 style="margin:24px 0 8px;font-size:16px;">${escapeHtml(heading)}</h2>
<p style="margin:0 0 16px;">${[...lines.map(escapeHtml), ...links.map(anchor)].join('<br>')}</p>`;
  const link = (target: MailLink) => `<p style="margin:0 0 16px;">${anchor(target)}</p>`;
  const url = escapeHtml(content.action.url);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(content.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f7ee;font-family:Arial,Helvetica,sans-serif;color:#1f2a16;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f7ee;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="background:${BRAND.primary};border-bottom:4px solid ${BRAND.secondary};border-radius:8px 8px 0 0;padding:20px 28px;">
<div style="font-size:26px;font-weight:bold;color:#ffffff;">${escapeHtml(BRAND.name)}</div>
<div style="font-size:14px;color:#ffffff;">${escapeHtml(BRAND.tagline)}</div>
</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.5;">
${paragraph(words.greeting(content.firstName.trim()))}
${content.intro.map(paragraph).join('\n')}
${filled(content.sections).map(section).join('\n')}
<p style="margin:28px 0;text-align:center;"><a href="${url}" style="display:inline-block;background:${BRAND.primary};color:#ffffff;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4f5d43;">${escapeHtml(words.linkFallback)}<br><a href="${url}" style="color:${BRAND.primary};word-break:break-all;">${url}</a></p>
${(content.links ?? []).map(link).join('\n')}
${content.outro.map(paragraph).join('\n')}
${paragraph(words.signOff)}
</td></tr>
<tr><td style="padding:16px 28px;background:#f3f7ee;border-radius:0 0 8px 8px;font-size:12px;color:#4f5d43;">
${escapeHtml(words.why)}<br><a href="${escapeHtml(content.shopUrl)}" style="color:${BRAND.primary};">${escapeHtml(content.shopUrl)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
