// Accepting a team invitation in Brazilian Portuguese (docs/decisions/041): "você", friendly and direct.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.documentTitle': '{title} · Bookwell',
  'page.loading': 'Carregando o convite',
  'invalid.title': 'Convite',
  'invalid.newerCode': 'Tem um código de um e-mail mais recente?',
  'invalid.enterCode': 'Digite o código',
  'details.title': 'Entrar em {business}',
  'details.intro': 'Você foi convidado para entrar em {business} como {member}.',
  'details.business': 'Negócio',
  'details.member': 'Membro da equipe',
  'details.role': 'Função',
  'details.role.owner': 'Proprietário',
  'details.role.manager': 'Gerente',
  'details.role.staff': 'Equipe',
  'details.email': 'E-mail',
  'details.validUntil': 'Válido até',
  'details.otherAccount': 'Você entrou como {user}; este convite foi enviado para {email}.',
  'details.acceptFailed': 'Não foi possível aceitar o convite.',
  'details.joining': 'Entrando na equipe',
  'details.createAccount': 'Crie sua conta',
  'details.signIn': 'Entrar',
  'details.alreadyHave': 'Já tem uma conta do Bookwell com {email}? Entre e depois aceite o convite.',
  'code.title': 'Entre na sua equipe',
  'code.intro': 'Digite o código de 8 caracteres do seu e-mail de convite.',
  'code.form': 'Entrar com um código',
  'code.field': 'Código do convite',
  'code.hint': 'Por exemplo, {example}.',
  'code.continue': 'Continuar',
} satisfies Translations<typeof en>;
