// The landing page in Brazilian Portuguese (docs/decisions/042): você, warm and direct, as in the booking page's
// catalog.
import chrome from '#client/components/marketing/locales/pt-BR.ts';
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';
import type later from './later/en.ts';

export default {
  ...chrome,
  'page.language': 'Idioma',
  'landing.meta.title': 'Bookwell: sistema de agendamento online para salões, spas, estúdios e clínicas',
  'landing.meta.description':
    'Deixe seus clientes agendarem 24 horas por dia, reduza as faltas com lembretes por SMS e e-mail e cresça com agenda inteligente e relatórios. Teste grátis por 14 dias, sem cartão de crédito.',
  'landing.heading': 'Bookwell: agendamento online e gestão para negócios de serviços',
  'landing.hero.label': 'Destaques',
  'landing.hero.slide': '{number} de {count}',
  'landing.hero.show': 'Mostrar slide {number} de {count}',
  'landing.hero.previous': 'Slide anterior',
  'landing.hero.next': 'Próximo slide',
  'landing.hero.stop': 'Parar a apresentação automática',
  'landing.hero.start': 'Iniciar a apresentação automática',
  'landing.hero.booking.badge': 'A plataforma de agendamento nº 1 para negócios de serviços',
  'landing.hero.booking.title': 'Seus clientes agendam na hora.',
  'landing.hero.booking.highlight': 'Seu negócio cresce mais rápido.',
  'landing.hero.booking.description':
    'Agenda inteligente, uma página de agendamento com a sua marca aberta 24 horas, lembretes automáticos por SMS e e-mail e relatórios em tempo real, tudo em um só lugar. Pensado para o celular e feito para barbearias, salões, spas, estúdios e clínicas.',
  'landing.hero.booking.primary': 'Teste grátis',
  'landing.hero.booking.secondary': 'Ver demonstração',
  'landing.hero.booking.trust': 'Mais de 10.000 negócios confiam em nós · 14 dias grátis, sem cartão',
  'landing.hero.websites.badge': 'Criação de sites profissionais',
  'landing.hero.websites.title': 'Sites incríveis',
  'landing.hero.websites.highlight': 'que transformam visitantes em agendamentos.',
  'landing.hero.websites.description':
    'Nossa equipe cria um site rápido e adaptado ao celular para o seu negócio, com agendamento online integrado. Preço fechado, entregue em 7–14 dias.',
  'landing.hero.websites.primary': 'Ver portfólio',
  'landing.hero.websites.secondary': 'Pedir orçamento',
  'landing.hero.websites.trust': 'Mais de 150 sites entregues · 30 dias de ajustes grátis',
  'landing.phone.label':
    'Ilustração do app Bookwell em um celular: um calendário do mês e os horários de hoje',
  'landing.phone.today': 'Hoje',
  'landing.phone.bookings': '{count, plural, one {# agendamento} other {# agendamentos}}',
  'landing.phone.confirmed': 'confirmado',
  'landing.phone.pending': 'pendente',
  'landing.phone.haircut': 'Corte e escova',
  'landing.phone.massage': 'Massagem terapêutica',
  'landing.phone.training': 'Personal trainer',
  'landing.browser.label': 'Ilustração do site de um negócio com agendamento online integrado',
  'landing.browser.category': 'Cabelo e beleza',
  'landing.browser.title': 'Seu salão, online',
  'landing.browser.book': 'Agendar',
  'landing.browser.cut': 'Corte e escova',
  'landing.browser.colour': 'Coloração',
  'landing.browser.treatments': 'Tratamentos',
  'landing.website.eyebrow': 'Criação de sites',
  'landing.website.title': 'Um site profissional que transforma visitantes em agendamentos',
  'landing.website.text':
    'Além da plataforma de agendamento, nossa equipe cria sites completos para negócios de serviços. Mais de 150 sites entregues, por um preço fechado de {price}.',
  'landing.website.delivery': 'Entregue em {days} dias',
  'landing.website.revisions': '{days} dias de ajustes grátis',
  'landing.website.templates': '{count} modelos por segmento para começar',
  'landing.website.booking': 'Agendamento online integrado desde o primeiro dia',
  'landing.website.payment': '{upfront}% na contratação, {rest}% na entrega',
  'landing.website.portfolio': 'Veja nosso trabalho',
  'landing.website.pricing': 'Preços dos sites',
  'landing.website.template.title': 'Escolha um modelo',
  'landing.website.template.text': 'Comece com um dos seis designs por segmento.',
  'landing.website.build.title': 'Nós criamos',
  'landing.website.build.text':
    'Seu conteúdo, as cores da sua marca e sua página de agendamento, tudo integrado.',
  'landing.website.live.title': 'Entre no ar',
  'landing.website.live.text': 'No ar em 7–14 dias; depois, ajuste com as revisões grátis.',
  'landing.types.eyebrow': 'Feito para negócios de serviços',
  'landing.types.title': 'Do jeito que você trabalha',
  'landing.types.lead':
    'Seja qual for o serviço que você oferece com hora marcada, o Bookwell se encaixa no seu dia.',
  'landing.types.barbers': 'Barbearias e salões',
  'landing.types.spas': 'Spas e bem-estar',
  'landing.types.fitness': 'Academias e estúdios de yoga',
  'landing.types.clinics': 'Clínicas e saúde',
  'landing.types.beauty': 'Estética e esmalterias',
  'landing.types.creatives': 'Fotógrafos e criativos',
  'landing.features.eyebrow': 'Tudo em um só lugar',
  'landing.features.title': 'Menos burocracia, mais agendamentos',
  'landing.features.lead':
    'Agenda, página de agendamento, pagamentos, avaliações, lembretes, equipe, relatórios e um CRM, funcionando juntos.',
  'landing.features.all': 'Conheça todos os recursos',
  'landing.features.scheduling.title': 'Agenda inteligente',
  'landing.features.scheduling.text':
    'Horário de funcionamento, disponibilidade da equipe e duração dos serviços viram horários disponíveis, e nenhum horário é agendado duas vezes.',
  'landing.features.notifications.title': 'Notificações na hora',
  'landing.features.notifications.text':
    'Confirmação assim que o cliente agenda, além de lembretes por SMS e e-mail 24 horas e 2 horas antes de cada horário.',
  'landing.features.analytics.title': 'Relatórios avançados',
  'landing.features.analytics.text':
    'Faturamento, agendamentos, horários de pico e serviços mais procurados de relance, com relatórios que ajudam a decidir.',
  'landing.features.mobile.title': 'Feito para o celular',
  'landing.features.mobile.text':
    'Gerencie o seu dia pelo celular. Instale o app na tela inicial e continue trabalhando mesmo quando o sinal cai.',
  'landing.features.team.title': 'Gestão de equipe',
  'landing.features.team.text':
    'Cada profissional tem a própria agenda, serviços e horários, e o cliente escolhe com quem quer agendar.',
  'landing.features.languages.title': 'Vários idiomas e fusos horários',
  'landing.features.languages.text':
    'Seus clientes veem os horários no fuso do seu negócio, de onde quer que agendem, e no idioma que preferirem.',
  'landing.stats.title': 'Bookwell em números',
  'landing.stats.businesses': 'Negócios ativos',
  'landing.stats.bookings': 'Agendamentos feitos',
  'landing.stats.growth': 'Crescimento médio do faturamento',
  'landing.stats.uptime': 'Disponibilidade',
  'landing.stats.noShows': 'Menos faltas',
  'landing.stats.support': 'Tempo de resposta do suporte',
  'landing.stats.hours': '< {hours} h',
  'landing.cta.title': 'Vamos lotar sua agenda?',
  'landing.cta.text':
    'Junte-se a mais de 10.000 negócios que recebem agendamentos a qualquer hora. Configure em minutos.',
  'landing.cta.primary': 'Teste grátis',
  'landing.cta.secondary': 'Ver preços',
  'landing.cta.note': '14 dias grátis · Sem cartão de crédito · Cancele quando quiser',
  'landing.testimonials.eyebrow': 'O que você pode esperar',
  'landing.testimonials.title': 'Resultados que fazem diferença',
  'landing.testimonials.lead':
    'Exemplos ilustrativos dos resultados que negócios de serviços buscam com o Bookwell. Não são avaliações de clientes reais.',
  'landing.testimonials.quote': '“{quote}”',
  'landing.testimonials.who': '{name}, {business}',
  'landing.testimonials.badge': 'Exemplo ilustrativo',
  'landing.testimonials.rating': 'Nota {rating} de 5',
  'landing.testimonials.salon.name': 'Dona de salão',
  'landing.testimonials.salon.business': 'Salão de beleza de exemplo',
  'landing.testimonials.salon.review':
    'Os clientes agendam sozinhos à meia-noite em vez de ligar no meio de um corte. Os lembretes saem automaticamente e as cadeiras vazias voltaram a encher.',
  'landing.testimonials.salon.metrics': '40% menos faltas',
  'landing.testimonials.salon.timeframe': 'Primeiros 3 meses',
  'landing.testimonials.spa.name': 'Gerente de spa',
  'landing.testimonials.spa.business': 'Day spa de exemplo',
  'landing.testimonials.spa.review':
    'Cada terapeuta tem seus horários e serviços, e a agenda nunca marca duas vezes a mesma sala. O tempo no telefone da recepção caiu muito.',
  'landing.testimonials.spa.metrics': '12 horas economizadas por semana',
  'landing.testimonials.spa.timeframe': 'Primeiros 2 meses',
  'landing.testimonials.fitness.name': 'Fundador de estúdio',
  'landing.testimonials.fitness.business': 'Estúdio fitness de exemplo',
  'landing.testimonials.fitness.review':
    'Aulas em grupo e sessões recorrentes são fáceis de configurar, e os alunos já agendam a próxima pelo celular assim que a aula termina.',
  'landing.testimonials.fitness.metrics': '35% mais retornos',
  'landing.testimonials.fitness.timeframe': 'Primeiros 6 meses',
  'landing.testimonials.physio.name': 'Gerente de clínica',
  'landing.testimonials.physio.business': 'Clínica de fisioterapia de exemplo',
  'landing.testimonials.physio.review':
    'Os pacientes recebem um lembrete 24 horas e outro 2 horas antes da consulta. Cancelamentos de última hora ficaram raros e o dia anda no horário.',
  'landing.testimonials.physio.metrics': '30% menos cancelamentos de última hora',
  'landing.testimonials.physio.timeframe': 'Primeiros 4 meses',
  'landing.testimonials.barber.name': 'Dono de barbearia',
  'landing.testimonials.barber.business': 'Barbearia de exemplo',
  'landing.testimonials.barber.review':
    'O link de agendamento fica nas nossas redes sociais e num QR code no balcão. Quem chegava sem hora marcada agora chega com horário agendado.',
  'landing.testimonials.barber.metrics': '40% mais faturamento',
  'landing.testimonials.barber.timeframe': 'Primeiro ano',
  'landing.testimonials.photo.name': 'Fotógrafa',
  'landing.testimonials.photo.business': 'Estúdio de fotografia de exemplo',
  'landing.testimonials.photo.review':
    'O site novo e a página de agendamento entraram no ar em menos de duas semanas. Os ensaios são pagos antecipadamente e a agenda sincroniza com o meu celular.',
  'landing.testimonials.photo.metrics': 'O dobro de pedidos online',
  'landing.testimonials.photo.timeframe': 'Primeiros 3 meses',
  'landing.faq.eyebrow': 'Perguntas frequentes',
  'landing.faq.title': 'Perguntas frequentes',
  'landing.faq.trial.question': 'Como funciona o teste grátis?',
  'landing.faq.trial.answer':
    'Você tem 14 dias do plano Profissional completo, sem precisar de cartão de crédito. Quando o teste termina, você pode continuar por {monthly} por usuário por mês.',
  'landing.faq.cost.question': 'Quanto custa o Bookwell depois do teste?',
  'landing.faq.cost.answer':
    'Um único plano Profissional: {monthly} por usuário por mês, ou {annual} por usuário por ano na cobrança anual, uma economia de 17%. Serviços e agendamentos ilimitados.',
  'landing.faq.account.question': 'Meus clientes podem agendar sem criar uma conta?',
  'landing.faq.account.answer':
    'Sim. Seus clientes abrem sua página de agendamento, escolhem um serviço, um horário e (se você quiser) um profissional da equipe, e confirmam com nome e telefone, 24 horas por dia.',
  'landing.faq.reminders.question': 'Como os lembretes reduzem as faltas?',
  'landing.faq.reminders.answer':
    'O Bookwell envia lembretes por SMS e e-mail 24 horas e 2 horas antes de cada horário. Os negócios costumam ver cerca de 40% menos faltas.',
  'landing.faq.team.question': 'Posso gerenciar uma equipe com horários diferentes?',
  'landing.faq.team.answer':
    'Sim. Cada profissional tem seus próprios horários, serviços e folgas, e a agenda garante que ninguém fique com dois agendamentos no mesmo horário.',
  'landing.faq.phone.question': 'Funciona no celular?',
  'landing.faq.phone.answer':
    'O Bookwell foi pensado primeiro para o celular. Você pode instalá-lo na tela inicial como um app, receber notificações e continuar trabalhando mesmo quando a internet cai.',
  'landing.faq.languages.question': 'O Bookwell funciona em outros idiomas e fusos horários?',
  'landing.faq.languages.answer':
    'Sim. Cada negócio tem seu próprio fuso horário, então os horários dos agendamentos sempre aparecem certos, e o agendamento funciona em vários idiomas.',
  'landing.faq.website.question': 'Vocês criam um site para o meu negócio?',
  'landing.faq.website.answer':
    'Sim, como um serviço à parte: um site profissional por {website} em pagamento único, entregue em 7–14 dias com 30 dias de ajustes grátis. Você paga 50% na contratação e 50% na entrega.',
  'landing.faq.cancel.question': 'O que acontece se eu cancelar?',
  'landing.faq.cancel.answer':
    'Você pode cancelar quando quiser. O primeiro mês tem garantia de reembolso de 30 dias, e seus dados continuam acessíveis por 30 dias após o cancelamento para você exportá-los.',
  'landing.faq.support.question': 'O suporte responde rápido?',
  'landing.faq.support.answer':
    'Nossa equipe de suporte responde em até 2 horas, e a plataforma tem 99,9% de disponibilidade, então sua página de agendamento está sempre no ar.',
} satisfies Translations<typeof en & typeof later>;
