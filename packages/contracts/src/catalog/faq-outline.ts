/**
 * The FAQ page's body is Markdown that staff edit in one text box: each `## ` line starts a
 * category, each `### ` line a question, and the lines up to the next heading are its answer.
 * The catalog refuses a save that breaks this outline; the shop reads it to list, search and
 * fold the questions.
 */

export interface FaqQuestion {
  question: string;
  /** Markdown. */
  answer: string;
}

export interface FaqCategory {
  /** Empty for questions written before any category, which faqOutlineProblems refuses. */
  title: string;
  questions: FaqQuestion[];
}

export interface FaqOutline {
  /** Markdown before the first heading, shown above the questions; often empty. */
  intro: string;
  categories: FaqCategory[];
}

const categoryHeading = /^##\s+(.+?)\s*$/;
const questionHeading = /^###\s+(.+?)\s*$/;

export function outlineFaq(body: string): FaqOutline {
  const intro: string[] = [];
  const categories: { title: string; questions: { question: string; lines: string[] }[] }[] = [];
  let lines = intro;
  for (const line of body.split(/\r?\n/)) {
    const category = categoryHeading.exec(line)?.[1];
    const question = questionHeading.exec(line)?.[1];
    if (category) {
      categories.push({ title: category, questions: [] });
      lines = [];
    } else if (question) {
      if (categories.length === 0) categories.push({ title: '', questions: [] });
      lines = [];
      categories.at(-1)?.questions.push({ question, lines });
    } else {
      lines.push(line);
    }
  }
  return {
    intro: intro.join('\n').trim(),
    categories: categories.map(({ title, questions }) => ({
      title,
      questions: questions.map(({ question, lines }) => ({
        question,
        answer: lines.join('\n').trim(),
      })),
    })),
  };
}

/** What keeps a FAQ body from showing as categories of questions, in words; empty when none. */
export function faqOutlineProblems(body: string): string[] {
  const { categories } = outlineFaq(body);
  if (categories.length === 0) {
    return ['must have at least one category, a line starting with "## "'];
  }
  return categories.flatMap(({ title, questions }) => {
    if (!title) return ['must start each question ("### ") under a category ("## ")'];
    if (questions.length === 0) return [`category "${title}" has no question ("### " line)`];
    return questions
      .filter(({ answer }) => !answer)
      .map(({ question }) => `question "${question}" has no answer`);
  });
}
