// The account emails of an owner or team member in Brazilian Portuguese (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'emailChangeCode.subject': '{code} é o seu código de confirmação do Bookwell',
  'emailChangeCode.enter':
    'Digite este código no Bookwell para que este passe a ser o seu e-mail de acesso: {code}',
  'emailChangeCode.valid': 'O código vale por {minutes, plural, one {# minuto} other {# minutos}}.',
  'emailChangeCode.ignore':
    'Se você não pediu para trocar seu endereço de e-mail, ignore esta mensagem: nada muda sem o código.',
  'emailChanged.subject': 'Seu endereço de e-mail no Bookwell foi alterado',
  'emailChanged.changed':
    'O endereço de e-mail da sua conta Bookwell foi alterado para {email}. A partir de agora, entre com esse endereço.',
  signedOut: 'Todos os outros dispositivos conectados à sua conta foram desconectados.',
  'emailChanged.notYou':
    'Se não foi você que fez essa alteração, entre em contato com o suporte do Bookwell imediatamente.',
  'twoFactorOn.subject': 'A autenticação em dois fatores foi ativada na sua conta Bookwell',
  'twoFactorOn.body':
    'A autenticação em dois fatores foi ativada na sua conta Bookwell: agora, para entrar, é preciso um código de um app autenticador além da senha.',
  'twoFactorOn.notYou':
    'Se não foi você, outra pessoa pode estar conectada à sua conta: entre em contato com o suporte do Bookwell imediatamente.',
  'twoFactorOff.subject': 'A autenticação em dois fatores foi desativada na sua conta Bookwell',
  'twoFactorOff.body':
    'A autenticação em dois fatores foi desativada na sua conta Bookwell: agora, para entrar, basta a senha.',
  'twoFactorOff.notYou':
    'Se não foi você, troque sua senha, ative de novo a autenticação em dois fatores e entre em contato com o suporte do Bookwell.',
  'invitation.subject': '{invitedBy} convidou você para {business} no Bookwell',
  'invitation.body':
    '{invitedBy} convidou você para entrar em {business} no Bookwell como {member} ({role, select, manager {gerente} other {profissional}}): você verá sua agenda, seus agendamentos e os clientes deles, e receberá um aviso quando um cliente agendar com você.',
  'invitation.accept': 'Abra este link para aceitar: {link}',
  'invitation.otherDevice': 'Em outro dispositivo, abra {origin}/invite e digite este código: {code}',
  'invitation.valid':
    'O convite vale por {days, plural, one {# dia} other {# dias}}, para uma conta com este endereço de e-mail. Se você não estava esperando este convite, ignore esta mensagem.',
  'support.subject': 'Pedido de suporte: {subject}',
  'support.from': '{from} enviou um pedido pela Ajuda e suporte ({topic}):',
  'support.reply':
    'Responda a este e-mail para atender a pessoa e depois marque o pedido como respondido no console de administração do Bookwell (Administração da plataforma, Suporte).',
} satisfies Translations<typeof en>;
