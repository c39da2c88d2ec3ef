import { inspectionLabel, inspectionPoints, maintenanceSchedule, serviceCopy, services } from '@/lib/content/services';
import { serviceLeadForm } from '@/lib/forms/definitions';

const standard = services.filter((s) => s.kind === 'service');

describe('service copy', () => {
  it('every standard service page has its words, and the emergency page is the only other', () => {
    expect(Object.keys(serviceCopy).sort()).toEqual(standard.map((s) => s.slug).sort());
    expect(services.filter((s) => s.kind === 'emergency').map((s) => s.slug)).toEqual(['emergency-service']);
  });

  it.each(Object.entries(serviceCopy))('%s explains the problem, signs, safety and the visit, and has a select', (slug, copy) => {
    expect(copy.problem.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(copy.signs.items.length).toBeGreaterThanOrEqual(4);
    expect(copy.safety.text.length).toBeGreaterThan(120);
    expect(copy.visit.items.length).toBeGreaterThanOrEqual(4);
    expect(copy.review.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    const allowed =
      slug === 'garage-door-repair' ? ['issue'] : ['doorType', 'problemType', 'serviceNeeded', 'issueDescription', 'visitType'];
    expect(allowed).toContain(copy.form.select.name);
    expect('required' in copy.form.select).toBe(false);
  });

  it('the repair estimate form requires only name and phone, and asks e-mail, ZIP and issue', () => {
    const copy = serviceCopy['garage-door-repair'];
    const form = serviceLeadForm({ id: 'x', serviceName: 'Repair', select: copy.form.select }, 'en');
    expect(form.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['fullName', 'phone']);
    expect(form.fields.map((f) => f.name)).toEqual(['fullName', 'phone', 'email', 'zipCode', 'issue']);
  });

  it('the maintenance page’s schedule is the one the home page shows, and its checklist counts its points', () => {
    const schedule = serviceCopy.maintenance.blocks.find((b) => b.kind === 'schedule');
    expect(schedule?.kind === 'schedule' && schedule.rows).toEqual(maintenanceSchedule('en'));
    expect(inspectionLabel).toBe(`${inspectionPoints.length}-point inspection`);
  });
});
