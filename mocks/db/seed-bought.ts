/**
 * Families who bought each kind of product, so the crawl that compares product facts reads those
 * cards too (issue 76 point 1). compras@example.com's Renata (539): a vacation program ('Crea tu
 * videojuego en Roblox', its first schedule) and a pack (its two minicourses). ruta@ and
 * minicurso@: pedidos of the online checkout (fixtures/bought-online.ts), paid and done. A course
 * and a path bought course by course are padre@example.com's.
 */
import { onlineSales, type OnlineSaleFixture } from '../../fixtures/bought-online';
import type { CourseEnrolmentSeed } from '../../fixtures/types';
import { cataloguePath } from '../catalogue/facts';
import { MOCK_BUSINESS_SETTINGS } from '../config/business-settings';
import { createEnrolments } from '../checkout/enrol';
import { vacationEnrolment } from '../checkout/vacation-enrolment';
import { keepForeignSales, keepReceiptBuyer } from '../receipts/sale-receipt';
import { db } from './index';
import { seedInvoice } from './seed-checkout';
import { createCourseEnrolment, withCourseFacts } from './seed-parents';

const RENATA = 539;
const ROBLOX_PROGRAM = { programId: 'vac-8_to_11-1', groupId: 'vg-8-1-1', courseId: 'crs-005' };

const bought = (id: number, slug: string): CourseEnrolmentSeed => ({
  id,
  childId: RENATA,
  learningPathId: null,
  status: 'has_not_started',
  state: null,
  progress: 0,
  zoom_url: null,
  virtual_room_url: null,
  teacher: null,
  invoice: 88900 + (id % 100),
  course: {
    slug,
    description: null,
    order_in_learning_path: null,
    thumbnail: null,
    project_summary: null,
    instructive: null,
    curriculum: null,
  },
  group: null,
  certificate: null,
});

function seedProgramAndPack(): void {
  // The program's course, on the program's schedule and sessions, naming the program.
  const program = vacationEnrolment(
    ROBLOX_PROGRAM.programId,
    ROBLOX_PROGRAM.groupId,
    ROBLOX_PROGRAM.courseId,
  );
  if (!program) throw new Error('the fixture program or its schedule is missing');
  const course = withCourseFacts(bought(6901, 'curso-de-videojuegos-con-roblox'));
  createCourseEnrolment({
    ...course,
    course: { ...course.course, duration: program.duration, number_of_sessions: program.number_of_sessions },
    group: program,
    vacationProgramId: ROBLOX_PROGRAM.programId,
  });
  // 'Pack Roblox + Minecraft': its two minicourses.
  createCourseEnrolment(withCourseFacts(bought(6902, 'minicurso-de-videojuegos-con-roblox')));
  createCourseEnrolment(withCourseFacts(bought(6903, 'minicurso-de-minecraft-education')));
}

/** The enrolments `/pagar` sends for the item: each course of a whole path, its group unchosen. */
function chosenEnrolments({ invoice, groupId }: OnlineSaleFixture) {
  return invoice.items.flatMap((item) => {
    if (item.product_type === 'course')
      return [{ course: item.product_id, learning_path: item.learning_path, group_id: groupId }];
    const path = cataloguePath(item.product_id);
    if (!path) throw new Error(`fixtures sell a path that is not in the catalogue: ${item.product_id}`);
    return path.courseSlugs.map((course) => ({ course, learning_path: path.slug, group_id: null }));
  });
}

/**
 * A pedido as the checkout leaves it: opened under mock mode's foreign-sales rule, its buyer and
 * groups saved, paid with its receipt, then done — the child enrolled by the API's own step.
 */
function seedOnlineSale(sale: OnlineSaleFixture): void {
  const owner = { invoiceId: sale.invoice.id, purchaseId: null };
  keepForeignSales(owner, MOCK_BUSINESS_SETTINGS.FOREIGN_SALES_TAX_TREATMENT);
  if (sale.buyer) keepReceiptBuyer(owner, sale.buyer);
  chosenEnrolments(sale).forEach((enrolment, position) =>
    db.invoiceEnrolment.create({
      id: `${sale.invoice.id}:${position}`,
      invoiceId: sale.invoice.id,
      position,
      ...enrolment,
    }),
  );
  const record = seedInvoice(sale.invoice);
  if (record.status === 'paid' && record.doneAt) createEnrolments(record);
}

export function seedBoughtFamilies(): void {
  seedProgramAndPack();
  for (const sale of onlineSales) seedOnlineSale(sale);
}
