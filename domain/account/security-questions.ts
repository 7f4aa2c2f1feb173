/**
 * The security questions a user may choose from. A fixed list (not free
 * text) so that the question forgot/verify shows for an unknown e-mail is
 * drawn from the same set as a real one and tells nothing.
 */
export const SECURITY_QUESTIONS = [
  { id: 1, text: 'What was the name of your first pet?' },
  { id: 2, text: 'In which city were you born?' },
  { id: 3, text: 'What was the name of your first school?' },
  { id: 4, text: "What is your oldest sibling's middle name?" },
  { id: 5, text: 'What was the make of your first car?' },
  { id: 6, text: 'What is the name of the street you grew up on?' },
  { id: 7, text: 'What was your childhood nickname?' },
  { id: 8, text: 'What is the title of your favourite book?' },
] as const;

export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number]['id'];

export const securityQuestionText = (id: number): string | undefined => SECURITY_QUESTIONS.find((q) => q.id === id)?.text;

/**
 * The insurance check every forgot-password attempt asks, whoever the user
 * is (the same for all, so it reveals nothing): a client's member ID on
 * file, or nothing for those who have none.
 */
export const INSURANCE_CHECK_QUESTION = 'The member ID on your insurance card (leave empty if none is on file with your practice)';

export const SECURITY_ANSWER_MAX = 100;

/**
 * Answers compare without regard to case or spacing: 'New  York ' and
 * 'new york' are one answer. Unicode-normalised so that composed and
 * decomposed accents agree.
 */
export const normaliseAnswer = (answer: string): string => answer.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Member IDs are often written with or without dashes and spaces; those are dropped too. */
export const normaliseMemberId = (memberId: string): string => normaliseAnswer(memberId).replace(/[\s-]/g, '');
