import { PUBLIC_PAGE } from '~/lib/page-handles';
import { REFUND_TERMS } from '@kernel/texts/refunds';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { staticPublicMeta } from '~/lib/page-meta';

export default function TermsPage() {
  return (
    <div className="container page page--narrow legal">
      <h1>Términos y condiciones</h1>
      <p>
        Estos términos regulan la compra de cursos, rutas de aprendizaje y programas de vacaciones de Kodea.
      </p>
      <h2>1. Servicio</h2>
      <p>
        Kodea brinda clases en vivo y en línea, en grupos de hasta 6 estudiantes y sesiones de 90 minutos, en
        los horarios elegidos al momento de la compra.
      </p>
      <h2>2. Pagos</h2>
      <p>
        Puedes pagar con tarjeta de crédito o débito a través de un proveedor de pagos certificado y, según tu
        país, con Yape, Plin, en efectivo o por transferencia. Kodea no almacena los datos de tu tarjeta. Los
        precios están en soles (PEN) para Perú y en dólares (USD) para los demás países; salvo las
        suscripciones mensuales, cada compra es un pago único. Por cada pago emitimos una boleta o factura
        electrónica, que descargas desde «Mis compras».
      </p>
      <h2>3. Cambios de horario</h2>
      <p>
        Puedes solicitar un cambio de grupo antes de la segunda clase, sujeto a disponibilidad, escribiendo a
        soporte.
      </p>
      <h2>4. Devoluciones</h2>
      <p data-testid="refund-terms">{REFUND_TERMS}</p>
      <p>
        Si el curso no inicia por causas atribuibles a Kodea, devolvemos el 100% del monto pagado en un plazo
        de 15 días hábiles.
      </p>
      <h2>5. Suscripciones mensuales</h2>
      <p>
        Algunos programas se pagan como suscripción mensual: al pagar aceptas que se cobre el mismo monto a tu
        tarjeta cada mes. {SUBSCRIPTION_TEXT.cancel}
      </p>
      <h2>6. Datos personales</h2>
      <p>
        Tratamos los datos del apoderado y del estudiante solo para brindar el servicio, conforme a la Ley N.°
        29733 de Protección de Datos Personales.
      </p>
    </div>
  );
}

export const handle = PUBLIC_PAGE;

export const meta = staticPublicMeta({
  title: 'Términos y condiciones · Kodea',
  description:
    'Términos y condiciones de compra de cursos, rutas de aprendizaje y programas de vacaciones de Kodea.',
  path: '/terminos-y-condiciones',
});
