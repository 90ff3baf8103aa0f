-- A proposal sent makes its round due at the round's deadline. The reads that close rounds keep, per version
-- of the queue, when the next round can fall due (server/modules/solicitacao/acoes/prazo.ts): every statement
-- that writes a proposal takes a new version too, so that moment holds while the version stays.
CREATE TRIGGER "fila_versao_proposta" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "proposta"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
