// Limits of an evaluation questionnaire, shared by its form and the server (DESIGN §4).

/** The questionnaire's description, trimmed. */
export const DESCRICAO_QUESTIONARIO = { min: 3, max: 200 } as const;
/** Each question's text, trimmed. */
export const TEXTO_PERGUNTA = { min: 3, max: 500 } as const;
/** Questions of one questionnaire: at least one, and one of them scored (NOTA), so the evaluation has a mean. */
export const MAX_PERGUNTAS = 50;
