/** A contract's zod schema, as far as reading an answer needs it. */
interface AnswerSchema<Answer> {
  safeParse(json: unknown): { success: true; data: Answer } | { success: false };
}

/** The answer as the contract describes it; anything else is a server the console cannot read. */
export function parseAnswer<Answer>(schema: AnswerSchema<Answer>, json: unknown): Answer {
  const answer = schema.safeParse(json);
  if (!answer.success) {
    throw new Error('The server answered in a form the console does not understand.');
  }
  return answer.data;
}
