/** What the bot learns from its customers, with the owner's consent (issue 37): the API's answers. */
export const learning = {
  proposalNotFound: 'No encontramos esa pregunta para aprender',
  proposalDecided: 'Esa pregunta ya se aprendió o se descartó',
  questionsFull: (intent: string, max: number) =>
    `El tema «${intent}» ya tiene ${max} preguntas, el máximo. Quita alguna en la edición del bot para que aprenda esta.`,
  laterNeedsIntent: 'Elige el tema que aprendería esta pregunta',
  questionTooLong: 'La pregunta es demasiado larga para aprenderla (máximo 200 caracteres)',
} as const;
