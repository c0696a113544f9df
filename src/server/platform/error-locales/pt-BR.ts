// The server's refusals in Brazilian Portuguese (docs/decisions/046), você as on the booking page.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'slot.taken': 'Poxa, esse horário acabou de ser reservado. Escolha outro, por favor.',
  'slot.past': 'Esse horário já passou. Escolha outro, por favor.',
  'slot.noticeHours':
    'Escolha um horário com pelo menos {hours, plural, one {# hora} other {# horas}} de antecedência, por favor.',
  'slot.noticeMinutes':
    'Escolha um horário com pelo menos {minutes, plural, one {# minuto} other {# minutos}} de antecedência, por favor.',
  'slot.tooFarAhead':
    'É possível agendar com até {days, plural, one {# dia} other {# dias}} de antecedência.',
  'slot.closed': 'Estamos fechados nesse horário.',
  'slot.offGrid': 'Escolha um dos horários oferecidos, por favor.',
  'slot.pastClosing':
    'Esse atendimento passaria do horário de fechamento. Escolha um horário mais cedo, por favor.',
  'slot.gone': 'Esse horário não está mais disponível. Escolha outro, por favor.',
  'slot.nobodyFree': 'Nenhum membro da equipe que oferece este serviço está livre nesse horário.',
  'slot.ownerGrid': 'Escolha um horário em hora cheia ou meia hora entre {from} e {to}.',
  'slot.noSuchTime':
    'Esse horário não existe em {zone} (o relógio muda nessa noite). Escolha outro, por favor.',
  'slot.invalid': 'Escolha uma data e um horário válidos, por favor.',
  'slot.memberDoesNotOffer': 'Esse membro da equipe não oferece este serviço.',
  'slot.nobodyOffers': 'Ainda ninguém da equipe oferece este serviço.',
  'booking.off': 'Este estabelecimento não está aceitando agendamentos on-line no momento.',
  'booking.already':
    '{status, select, pending {Este agendamento já está pendente.} pending_payment {Este agendamento já está aguardando pagamento.} confirmed {Este agendamento já está confirmado.} completed {Este agendamento já está concluído.} cancelled {Este agendamento já está cancelado.} no_show {Este agendamento já está marcado como falta.} other {Este agendamento já está com o status {status}.}}',
  'booking.justChanged': 'Este agendamento acabou de ser alterado. Recarregue-o, por favor.',
  'booking.movedAndClosed': 'Não é possível mover e encerrar um agendamento na mesma alteração.',
  'booking.notStarted': 'Um atendimento só pode ser marcado como concluído ou falta depois de começar.',
  'booking.awaitingPayment':
    'Este agendamento aguarda o pagamento on-line: ele é confirmado quando o pagamento chega, ou pode ser cancelado.',
  'booking.heldForWaitlist':
    'Este horário está reservado para um cliente da lista de espera: vira o agendamento dele se ele aceitar. Retire a oferta na página Lista de espera para liberá-lo.',
  'booking.wasCancelled': 'Este agendamento foi cancelado.',
  'booking.complete': 'Este atendimento já foi concluído.',
  'booking.closed': 'Este agendamento está encerrado.',
  'booking.started': 'Este horário já começou.',
  'booking.cancelOff': 'O cancelamento on-line está desativado. Ligue para o estabelecimento para cancelar.',
  'booking.rescheduleOff':
    'A remarcação on-line está desativada. Ligue para o estabelecimento para alterar seu agendamento.',
  'booking.linkExpired': 'Este link expirou: o horário já passou. Entre para ver seus agendamentos.',
  'series.onlyBusiness':
    'Agendamentos recorrentes são feitos pelo estabelecimento. Entre em contato com eles.',
  'series.alreadyRepeats': 'Este agendamento já se repete.',
  'series.noneBooked': 'Nenhum dos horários escolhidos pôde ser agendado. Confira as datas de novo.',
  'series.clientRepeatable': 'Só um atendimento agendado ou concluído pode se repetir.',
  'series.notASeries': 'Este agendamento não se repete.',
  'series.nothingLeft': 'Não sobrou nenhum horário desta série para alterar.',
  'class.notAClass': 'Este serviço não é uma aula',
  'class.sessionNotFound': 'Aula não encontrada',
  'class.cancelled': 'Esta aula foi cancelada.',
  'class.moved': 'Esta aula mudou de horário. Escolha-a de novo, por favor.',
  'class.started': 'Esta aula já começou.',
  'class.tooManySeats': 'Você pode reservar no máximo {max, plural, one {# vaga} other {# vagas}} por vez.',
  'class.full': 'Que pena, esta aula está lotada.',
  'class.notEnoughSeats': 'Que pena, não restam vagas suficientes nesta aula.',
  'class.seatsLeft': 'Esta aula ainda tem vagas: reserve-as diretamente.',
  'class.seatMove': 'Uma reserva de aula não pode ser movida: cancele-a e reserve outra aula.',
  'contact.nameRequired': 'Informe seu nome',
  'contact.phoneRequired': 'Informe seu telefone',
  'contact.phoneInvalid': 'Informe um telefone válido',
  'contact.emailInvalid': 'Informe um e-mail válido',
  'contact.email': 'Informe um e-mail válido',
  'contact.notesTooLong': 'As observações podem ter no máximo 1000 caracteres',
  'client.signIn': 'Entre na sua conta, por favor',
  'client.emailTaken': 'Outro cliente deste estabelecimento já usa este e-mail.',
  'client.wrongCode': 'Esse código está errado ou expirou. Confira-o ou peça um novo.',
  'client.linkNotValid': 'Este link de acesso expirou ou já foi usado. Peça um novo código para entrar.',
  'review.alreadyWritten': 'Você já avaliou este atendimento',
  'review.notCompleted': 'Você poderá avaliar o atendimento depois que ele acontecer',
  'review.notFound': 'Avaliação não encontrada',
  'waitlist.off': 'Este estabelecimento não está aceitando inscrições na lista de espera no momento.',
  'waitlist.fromToday': 'Escolha datas a partir de hoje, por favor.',
  'waitlist.rangeTooLong': 'Um período pode ter no máximo {days, plural, one {# dia} other {# dias}}.',
  'waitlist.beyondWindow':
    'Este estabelecimento aceita agendamentos com até {days, plural, one {# dia} other {# dias}} de antecedência: escolha datas até {date}.',
  'waitlist.alreadyClass':
    'Você já está na lista de espera desta aula: o link da sua confirmação mostra a inscrição, e você pode sair por lá.',
  'waitlist.alreadyService':
    'Você já está na lista de espera deste serviço: o link da sua confirmação mostra suas datas, e por lá você pode sair e se inscrever de novo.',
  'waitlist.offerGone': 'Este horário não está mais reservado para você. Você continua na lista de espera.',
  'waitlist.offerNotFound': 'Oferta não encontrada',
  'waitlist.entryGone': 'Esta inscrição não está mais na lista de espera.',
  'waitlist.otherMember': 'Este cliente está esperando por outro membro da equipe.',
  'waitlist.entryNotFound': 'Inscrição na lista de espera não encontrada',
  'notFound.service': 'Serviço não encontrado',
  'notFound.teamMember': 'Membro da equipe não encontrado',
  'notFound.business': 'Estabelecimento não encontrado',
  'notFound.booking': 'Agendamento não encontrado',
  'notFound.client': 'Cliente não encontrado',
  'notFound.timeOff': 'Folga não encontrada',
  'owner.forbidden': 'Sua função neste estabelecimento não permite isso.',
  'owner.noBusiness': 'Ainda não há estabelecimento',
  'owner.lastActive':
    'Todo estabelecimento precisa de pelo menos um membro ativo na equipe, então este precisa continuar ativo.',
  'owner.duplicatePhone': 'Já existe um cliente com este telefone',
  'owner.slugTaken': 'Esse link de agendamento já está em uso',
  'owner.timeOffOrder': 'O fim da folga precisa ser depois do início.',
  'owner.realDate': 'Use uma data que exista no calendário, por favor.',
  'owner.timeFormat': 'Use um horário como 09:00, por favor.',
  'owner.instructorBusy': 'O instrutor tem um agendamento ou outra aula nesse horário.',
  'owner.roomTaken': 'A sala está ocupada nesse horário.',
  'owner.instructorCannot': 'Este membro da equipe não dá esta aula.',
  'account.exists': 'Já existe uma conta com este e-mail',
  'account.wrongPassword': 'E-mail ou senha inválidos',
  'account.lockedOut':
    'Muitas tentativas de login sem sucesso. Espere {minutes, plural, one {# minuto} other {# minutos}} e tente de novo.',
  tooManyRequests:
    'Muitas solicitações. Tente de novo em {seconds, plural, one {# segundo} other {# segundos}}.',
  unavailable: 'O serviço está indisponível por um instante. Tente de novo daqui a pouco.',
  failed: 'Algo deu errado do nosso lado. Tente de novo.',
} satisfies Translations<typeof en>;
