// Owners of the demo rural properties and managing partners of demo client companies. CPFs are valid
// (check digits), and a producer who owns the property under their own CPF is listed with it.

export type PessoaSeed = {
  empresa: string; // the company's CNPJ, or the rural producer's CPF
  papel: "PROPRIETARIO" | "SOCIO_ADMINISTRADOR";
  nome: string;
  sobrenome: string;
  cpf: string;
};

const socio = (empresa: string, nome: string, sobrenome: string, cpf: string): PessoaSeed => ({
  empresa,
  papel: "SOCIO_ADMINISTRADOR",
  nome,
  sobrenome,
  cpf,
});
const proprietario = (empresa: string, nome: string, sobrenome: string, cpf: string): PessoaSeed => ({
  empresa,
  papel: "PROPRIETARIO",
  nome,
  sobrenome,
  cpf,
});

export const PESSOAS: PessoaSeed[] = [
  socio("82158239000159", "Mariana", "Albuquerque", "33839657830"),
  socio("82158239000159", "Roberto", "Albuquerque", "21178702286"),
  // Roberto also runs Nexo Software: a CPF linked to two companies in the CPF-link lookup.
  socio("39844618000173", "Roberto", "Albuquerque", "21178702286"),
  socio("39844618000173", "Thiago", "Vieira", "32295610583"),
  socio("39844618000173", "Aline", "Kowalski", "77526232613"),
  socio("62378070000135", "Sérgio", "Pereira", "88508060190"),
  socio("16226662000114", "Antônio", "Ferrari", "90658218808"),
  socio("16226662000114", "Lúcia", "Ferrari", "80520712323"),
  socio("62687231000172", "Cláudia", "Valduga", "10679235787"),
  proprietario("02605425045", "José Carlos", "Zanella", "02605425045"),
  proprietario("02605425045", "Marlene", "Zanella", "90153211326"),
  proprietario("47037941794", "Ana Lúcia", "Bortolini", "47037941794"),
];
