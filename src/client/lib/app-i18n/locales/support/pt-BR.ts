// Help & Support in Brazilian Portuguese (docs/decisions/041): "você", friendly.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.title': 'Ajuda e suporte',
  'page.description':
    'Respostas para o que os donos de negócio mais perguntam, e um jeito de perguntar qualquer coisa.',
  'answers.title': 'Respostas',
  'answers.search': 'Buscar nas respostas',
  'answers.placeholder': 'Busque, por ex. lembretes, reembolso, feriado',
  'answers.found': '{count, plural, one {# resposta encontrada} other {# respostas encontradas}}',
  'answers.none': 'Nenhuma resposta corresponde a “{query}”. Pergunte para a gente abaixo.',
  'contact.title': 'Falar com o suporte',
  'contact.description': 'Respondemos por e-mail, no endereço que você usa para entrar.',
  'contact.signIn': 'Entre',
  'contact.signedOut': '{signIn} para nos enviar uma mensagem sobre a sua conta.',
  'requests.title': 'Suas mensagens',
  'requests.status.open': 'aberta',
  'requests.status.answered': 'respondida',
  'form.topicLabel': 'Assunto',
  'form.topic.booking': 'Agendamento',
  'form.topic.hours': 'Horários e folgas',
  'form.topic.reminders': 'Lembretes',
  'form.topic.payments': 'Pagamentos',
  'form.topic.client-dashboard': 'Painel do cliente',
  'form.topic.data': 'Exportação de dados',
  'form.topic.other': 'Outra coisa',
  'form.subject': 'Título',
  'form.question': 'Sua pergunta',
  'form.hint': 'Pelo menos 10 caracteres.',
  'form.send': 'Enviar mensagem',
  'form.sending': 'Enviando...',
  'form.failed': 'Não foi possível enviar sua mensagem',
  'form.sentTitle': 'Mensagem enviada',
  'form.sentText': 'Obrigado, recebemos sua mensagem e vamos responder por e-mail.',
  'form.sentSubject': '{text} (“{subject}”)',
  'help.question.how-booking-works': 'Como funciona o agendamento on-line?',
  'help.answer.how-booking-works':
    'Seus clientes abrem sua página de agendamento, escolhem um serviço, um profissional (ou qualquer um que esteja livre), um dia e um horário, e deixam nome e telefone. O agendamento é confirmado na hora e aparece no seu painel e na sua agenda. Só são oferecidos horários que cabem no seu expediente, nas suas regras de agendamento e no tempo livre da sua equipe.',
  'help.link.how-booking-works': 'Configurar seus serviços',
  'help.question.booking-rules':
    'Com quanta antecedência os clientes precisam agendar, e até quando podem agendar?',
  'help.answer.booking-rules':
    'As regras de agendamento definem o intervalo entre os horários oferecidos, a antecedência mínima, com quantos dias de antecedência os clientes podem agendar, um intervalo após cada atendimento e até quando os clientes podem cancelar ou remarcar um agendamento por conta própria.',
  'help.link.booking-rules': 'Abrir as regras de agendamento',
  'help.question.hours': 'Como defino meu horário de funcionamento e os intervalos?',
  'help.answer.hours':
    'O horário de funcionamento mostra cada dia da semana como aberto ou fechado, com o horário de abertura e de fechamento e os intervalos. Sua página de agendamento só oferece horários dentro dele. Cada profissional da equipe também pode ter seu próprio horário.',
  'help.link.hours': 'Abrir o horário de funcionamento',
  'help.question.time-off': 'Como bloqueio um feriado ou um dia de folga?',
  'help.answer.time-off':
    'Adicione uma folga a um profissional da equipe para os dias ou horas em que ele não estiver. Esses horários deixam de ser oferecidos na sua página de agendamento; os agendamentos que já caem nesse período aparecem em uma lista para você remarcar.',
  'help.link.time-off': 'Abrir sua equipe',
  'help.question.reminders': 'Meus clientes recebem lembretes?',
  'help.answer.reminders':
    'Sim: os clientes recebem uma confirmação quando agendam e um lembrete antes do horário, por e-mail (e por SMS, se estiver configurado). Toda mensagem enviada, ignorada ou com falha aparece com o motivo em Mensagens.',
  'help.link.reminders': 'Ver suas mensagens',
  'help.question.payments': 'Como registro um pagamento ou um reembolso?',
  'help.answer.payments':
    'Pagamentos lista os atendimentos de hoje com o valor devido em cada um. Receba em dinheiro ou no cartão vinculando o pagamento a um agendamento, reembolse parte ou o total e feche o dia contando o dinheiro do caixa.',
  'help.link.payments': 'Abrir pagamentos',
  'help.question.client-dashboard': 'O que meus clientes veem no painel deles?',
  'help.answer.client-dashboard':
    'Cada cliente pode entrar no seu painel do cliente com um código enviado a ele, ver os agendamentos futuros e passados, cancelar ou remarcar dentro das suas regras e deixar uma avaliação. Você escolhe as cores, os textos e quais seções ele mostra.',
  'help.link.client-dashboard': 'Personalizar o painel do cliente',
  'help.question.data-export': 'Como exporto meus dados?',
  'help.answer.data-export':
    'Exportar meus dados baixa tudo o que sua conta guarda (negócio, serviços, equipe, clientes, agendamentos, pagamentos, avaliações e mensagens) em um único arquivo JSON. Os clientes também podem ser exportados em CSV na página Clientes.',
  'help.link.data-export': 'Exportar seus dados',
} satisfies Translations<typeof en>;
