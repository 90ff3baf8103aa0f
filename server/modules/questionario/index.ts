export { questionarioRoutes } from "./routes";
// An evaluation asks the questions of its service's questionnaire.
export { perguntasDoQuestionario } from "./service";
