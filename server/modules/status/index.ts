// Workflow statuses as data: the lists screens filter and paint with, and the shape they share.
export { statusRoutes } from "./routes";
export { CorSchema } from "./schemas";
