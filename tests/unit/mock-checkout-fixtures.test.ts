/** The checkout fixtures agree with the catalogue, and the seeded invoices answer the contract's shape. */
import { describe, expect, it } from 'vitest';
import { courses } from '../../fixtures/courses';
import { discountCodes } from '../../fixtures/discount-codes';
import { onlineSales } from '../../fixtures/bought-online';
import { children } from '../../fixtures/children';
import { invoices } from '../../fixtures/invoices';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { courseEnrolments, learningPaths } from '../../fixtures/parents';
import { catalogueCourse, cataloguePath } from '../../mocks/catalogue/facts';
import { invoiceAnswer, ownInvoice } from '../../mocks/checkout/invoice-records';
import { db } from '../../mocks/db';
import { InvoiceSchema } from '../../server/upstream/schemas/invoices';

const courseSlugs = new Set(courses.map((course) => course.slug));
const pathByslug = new Map(learningPathEntries.map((path) => [path.slug, path]));

describe("the parents' zone slugs", () => {
  it('every course enrolment names a catalogue course', () => {
    for (const enrolment of courseEnrolments)
      expect(courseSlugs, `${enrolment.id} → ${enrolment.course.slug}`).toContain(enrolment.course.slug);
  });

  it('every learning path names a catalogue path', () => {
    for (const path of learningPaths)
      expect(pathByslug.get(path.slug), `${path.id} → ${path.slug}`).toBeDefined();
  });

  it("every course a parent can still buy in a path is one of that catalogue path's courses", () => {
    // 'Pagar en línea' sells it as the path's next course: the upstream refuses a course outside the path.
    const buyable = courseEnrolments.filter(
      (e) =>
        e.learningPathId !== null &&
        (e.status === 'blocked' || e.status === 'remaining') &&
        e.invoice === null,
    );
    expect(buyable.length).toBeGreaterThan(0);
    for (const enrolment of buyable) {
      const path = learningPaths.find((p) => p.id === enrolment.learningPathId);
      const entry = pathByslug.get(path?.slug ?? '');
      expect(entry?.courseSlugs, `${enrolment.id} → ${path?.slug}`).toContain(enrolment.course.slug);
    }
  });
});

describe('checkout fixtures', () => {
  it('each currency has a valid, an expired, a used, a paths-only and a Mastercard code', () => {
    for (const currency of ['PEN', 'USD'] as const) {
      const mine = discountCodes.filter((code) => code.currency === currency);
      const valid = mine.filter(
        (c) =>
          c.expiresAt === null &&
          c.maxUses === null &&
          !c.oncePerFamily &&
          c.appliesTo === 'any' &&
          c.cardBrand === null,
      );
      expect(valid.length, currency).toBeGreaterThan(0);
      expect(mine.some((c) => c.expiresAt !== null && new Date(c.expiresAt) < new Date())).toBe(true);
      expect(mine.some((c) => c.maxUses !== null && c.timesUsed >= c.maxUses)).toBe(true);
      expect(mine.some((c) => c.appliesTo === 'learning_path')).toBe(true);
      expect(mine.some((c) => c.cardBrand === 'mastercard')).toBe(true);
      expect(new Set(mine.map((c) => c.kind))).toEqual(
        new Set([currency === 'PEN' ? 'coupon' : 'promotion_code']),
      );
    }
  });

  it('seeded invoices name catalogue products, match the enrolments they paid, and parse as invoices', () => {
    for (const invoice of invoices) {
      for (const item of invoice.items) expect(courseSlugs).toContain(item.product_id);
      expect(courseEnrolments.some((e) => e.invoice === invoice.id && e.childId === invoice.studentId)).toBe(
        true,
      );
      const record = ownInvoice(invoice.userId, invoice.id);
      expect(record).not.toBeNull();
      if (record) expect(() => InvoiceSchema.parse(invoiceAnswer(record))).not.toThrow();
    }
  });
});

describe('pedidos bought online (issue 76 point 1)', () => {
  it("sell a product of the child's age, paid with a receipt, and enrol the child as 'done' does", () => {
    for (const { invoice } of onlineSales) {
      const child = children.find((c) => c.id === invoice.studentId && c.parentId === invoice.userId);
      const record = ownInvoice(invoice.userId, invoice.id);
      expect(record?.status).toBe('paid');
      if (!record || !child) throw new Error(`${invoice.id}: no pedido or no child of its family`);
      const answer = InvoiceSchema.parse(invoiceAnswer(record));
      expect((answer.documents ?? []).map((d) => d.status)).toContain('aceptado');
      const enrolled = db.courseEnrolment.findMany({ where: { invoice: { equals: invoice.id } } });
      for (const item of invoice.items) {
        const path = item.product_type === 'learning_path' ? cataloguePath(item.product_id) : null;
        const product = path ?? catalogueCourse(item.product_id);
        expect([invoice.id, product?.ageRange]).toEqual([invoice.id, child.age_range]);
        const courses = path ? path.courseSlugs : [item.product_id];
        expect(enrolled.map((e) => e.course.slug).sort()).toEqual([...courses].sort());
        expect(enrolled.every((e) => e.childId === child.id && e.status === 'has_not_started')).toBe(true);
      }
    }
  });
});
