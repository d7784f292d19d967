import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ContentLanguage,
  type ContentPageKey,
  contentLanguage,
  contentPageKey,
} from '@mise/contracts';
import { SeedFileError } from './read-seed.js';

export interface SeedContentPage {
  key: ContentPageKey;
  language: ContentLanguage;
  title: string;
  /** Markdown. */
  body: string;
}

const fileName = /^(?<key>[a-z]+)\.(?<language>[a-z]{2}-[A-Z]{2})\.md$/;
const titleLine = /^#\s+(.+?)\s*$/;

/**
 * The shipped content pages: one Markdown file per page and language, `faq.fr-CA.md`, whose
 * first line is the page's title as a `# ` heading and the rest its body.
 */
export async function readContentSeed(folder: string): Promise<SeedContentPage[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { key, language } = fileName.exec(file)?.groups ?? {};
      const parsedKey = contentPageKey.safeParse(key);
      const parsedLanguage = contentLanguage.safeParse(language);
      const [first = '', ...rest] = (await readFile(join(folder, file), 'utf8')).split(/\r?\n/);
      const title = titleLine.exec(first)?.[1];
      const problems = [
        ...(parsedKey.success ? [] : [`[key] ${parsedKey.error.issues[0]?.message}`]),
        ...(parsedLanguage.success
          ? []
          : [`[language] ${parsedLanguage.error.issues[0]?.message}`]),
        ...(title ? [] : ['[title] the first line must be the title, as "# Title"']),
      ];
      if (!parsedKey.success || !parsedLanguage.success || !title) {
        throw new SeedFileError(file, problems);
      }
      return {
        key: parsedKey.data,
        language: parsedLanguage.data,
        title,
        body: rest.join('\n').trim(),
      };
    }),
  );
}
