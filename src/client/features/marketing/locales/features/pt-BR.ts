// The features page in Brazilian Portuguese (docs/decisions/042): você, the tone of the landing page's catalog.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'features.meta.title':
    'Recursos: agenda, página de agendamento, lembretes, pagamentos e relatórios · Bookwell',
  'features.meta.description':
    'Tudo o que um negócio de serviços precisa para receber agendamentos: agenda online, página de agendamento, lembretes por SMS e e-mail, escala da equipe, pagamentos, avaliações, apps e relatórios.',
  'features.eyebrow': 'Recursos',
  'features.title': 'Tudo o que você precisa para ter a agenda sempre cheia',
  'features.lead':
    'Do primeiro clique na sua página de agendamento ao lembrete que traz o cliente até a sua porta, o Bookwell cuida de tudo, na web e no seu celular.',
  'features.points.scheduling': 'Agenda inteligente',
  'features.points.notifications': 'Notificações na hora',
  'features.points.analytics': 'Relatórios avançados',
  'features.points.mobile': 'Feito para o celular',
  'features.points.team': 'Gestão da equipe',
  'features.points.languages': 'Vários idiomas e fusos horários',
  'features.start': 'Teste grátis',
  'features.demo': 'Experimente a demonstração',
  'features.categories.onlineBooking.title': 'Agendamento online',
  'features.categories.onlineBooking.intro':
    'Receba agendamentos onde quer que seus clientes encontrem você, a qualquer hora.',
  'features.categories.scheduling.title': 'Agenda e equipe',
  'features.categories.scheduling.intro':
    'Uma agenda inteligente que respeita cada horário de funcionamento, cada intervalo e cada profissional.',
  'features.categories.reminders.title': 'Confirmações e lembretes',
  'features.categories.reminders.intro':
    'Mensagens automáticas que mantêm seus clientes informados e suas cadeiras ocupadas.',
  'features.categories.paymentsReviews.title': 'Pagamentos e avaliações',
  'features.categories.paymentsReviews.intro': 'Receba em dia e construa sua reputação.',
  'features.categories.apps.title': 'Apps',
  'features.categories.apps.intro': 'Gerencie seu negócio de qualquer aparelho, mesmo quando a internet cai.',
  'features.categories.insights.title': 'Relatórios e análises',
  'features.categories.insights.intro':
    'Relatórios avançados que mostram o que está dando certo e onde crescer.',
  'features.items.calendar.title': 'Agenda online',
  'features.items.calendar.description':
    'Todos os horários, profissionais e intervalos numa agenda ao vivo, por dia ou por semana.',
  'features.items.bookingPage.title': 'Página de agendamento',
  'features.items.bookingPage.description':
    'Uma página de agendamento com seu logo, suas cores e seus serviços, aberta 24 horas por dia.',
  'features.items.websiteWidgets.title': 'Widgets para o seu site',
  'features.items.websiteWidgets.description':
    'Adicione um botão Agendar ou um formulário de agendamento ao site que você já tem.',
  'features.items.socialBooking.title': 'Agendamento pelas redes sociais',
  'features.items.socialBooking.description':
    'Seus seguidores agendam direto dos seus perfis no Instagram, no Facebook e no TikTok.',
  'features.items.qrCodes.title': 'QR codes',
  'features.items.qrCodes.description':
    'Imprima um QR code para o balcão, os cartões ou a vitrine que abre sua página de agendamento.',
  'features.items.googleBooking.title': 'Agende pelo Google',
  'features.items.googleBooking.description':
    'Quem encontra você na Pesquisa Google ou no Maps pode agendar sem sair da página.',
  'features.items.virtualMeetings.title': 'Atendimentos online',
  'features.items.virtualMeetings.description':
    'Ofereça consultas online com um link de videochamada incluído automaticamente no agendamento.',
  'features.items.recurring.title': 'Agendamentos recorrentes',
  'features.items.recurring.description': 'Marque de uma vez séries semanais ou mensais para clientes fiéis.',
  'features.items.groupBooking.title': 'Agendamento em grupo',
  'features.items.groupBooking.description':
    'Aulas e workshops com limite de vagas, para vários clientes agendarem a mesma sessão.',
  'features.items.staffScheduling.title': 'Escala da equipe',
  'features.items.staffScheduling.description':
    'Horários, serviços e folgas por profissional; seus clientes escolhem com quem querem ser atendidos.',
  'features.items.availability.title': 'Regras de disponibilidade',
  'features.items.availability.description':
    'Horário de funcionamento, intervalos e folgas entre atendimentos viram horários disponíveis. Nunca dois clientes no mesmo horário.',
  'features.items.calendarSync.title': 'Sincronização de agendas',
  'features.items.calendarSync.description':
    'Mantenha as agendas do Google, do Outlook e da Apple em dia com a sua agenda do Bookwell.',
  'features.items.confirmations.title': 'Confirmação na hora',
  'features.items.confirmations.description':
    'O cliente recebe a confirmação assim que agenda, com todos os detalhes de que precisa.',
  'features.items.emailReminders.title': 'Lembretes por e-mail',
  'features.items.emailReminders.description':
    'Lembretes por e-mail 24 horas e 2 horas antes de cada horário.',
  'features.items.smsReminders.title': 'Lembretes por SMS',
  'features.items.smsReminders.description': 'Lembretes por SMS que reduzem as faltas em cerca de 40%.',
  'features.items.followUps.title': 'Pós-atendimento',
  'features.items.followUps.description':
    'Mensagens de agradecimento e pedidos de avaliação depois de cada visita, enviados automaticamente.',
  'features.items.notifications.title': 'Notificações em tempo real',
  'features.items.notifications.description':
    'Saiba na hora quando um agendamento é feito, alterado ou cancelado.',
  'features.items.payments.title': 'Pagamentos online',
  'features.items.payments.description':
    'Receba um sinal ou o valor total no agendamento e acompanhe cada transação.',
  'features.items.reviews.title': 'Avaliações',
  'features.items.reviews.description':
    'Colete avaliações depois de cada atendimento e mostre-as na sua página de agendamento.',
  'features.items.mobileApps.title': 'Apps para celular',
  'features.items.mobileApps.description':
    'Instale o Bookwell na tela inicial do seu celular, com acesso offline e notificações.',
  'features.items.desktopApp.title': 'App para computador',
  'features.items.desktopApp.description': 'Instale também no seu computador e deixe sua agenda a um clique.',
  'features.items.brandedApp.title': 'App com a sua marca',
  'features.items.brandedApp.description':
    'Ofereça aos seus clientes um app com seu nome, suas cores e seu logo.',
  'features.items.analytics.title': 'Painel de relatórios',
  'features.items.analytics.description':
    'Agendamentos, faturamento e número de clientes da semana, do mês e do ano.',
  'features.items.revenue.title': 'Acompanhamento do faturamento',
  'features.items.revenue.description':
    'Veja quanto cada serviço e cada profissional fatura, e descubra seus melhores dias.',
  'features.items.clientInsights.title': 'Conheça seus clientes',
  'features.items.clientInsights.description':
    'Um CRM com o histórico, as preferências e as anotações de cada cliente num só perfil.',
  'features.items.reports.title': 'Relatórios',
  'features.items.reports.description':
    'Relatórios claros de agendamentos, faltas e faturamento, prontos para exportar.',
  'features.cta.title': 'Comece a receber agendamentos hoje',
  'features.cta.text':
    'Configure seus serviços, horários e equipe em minutos. 14 dias de teste grátis, sem cartão de crédito.',
  'features.cta.primary': 'Quero me cadastrar',
  'features.cta.secondary': 'Ver preços',
} satisfies Translations<typeof en>;
