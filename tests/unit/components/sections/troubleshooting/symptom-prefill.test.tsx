import { fireEvent, render, screen } from '@testing-library/react';
import { troubleshootingForm } from '@/lib/forms/definitions';
import { pageForms } from '@/lib/pages/forms';
import { getService } from '@/lib/content/services';
import { symptoms } from '@/lib/content/troubleshooting';
import { SymptomPrefill } from '@/components/sections/troubleshooting/symptom-prefill';

describe('the troubleshooting record', () => {
  it('has the nine symptoms, each with its own anchor and a real service page', () => {
    expect(symptoms).toHaveLength(9);
    expect(new Set(symptoms.map((s) => s.slug)).size).toBe(symptoms.length);
    for (const symptom of symptoms) {
      expect(symptom.slug).toMatch(/^[a-z-]+$/);
      expect(getService(symptom.service)).toBeDefined();
      expect(symptom.checks.length).toBeGreaterThanOrEqual(2);
      expect(symptom.never.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('treats tension parts as emergencies and says not to operate or touch them', () => {
    for (const slug of ['broken-spring', 'cable-off-drum']) {
      const symptom = symptoms.find((s) => s.slug === slug)!;
      expect(symptom.urgency).toBe('emergency');
      const never = symptom.never.join(' ');
      expect(never).toMatch(/Do not (run|touch)/);
      expect(never).toMatch(/tension/);
    }
  });

  it('its request form offers every symptom and is one of the site’s lead forms', () => {
    const select = troubleshootingForm('en').fields.find((f) => f.name === 'symptom');
    expect(select?.options?.map((o) => o.value)).toEqual(symptoms.map((s) => s.slug));
    expect(pageForms).toContainEqual({ path: '/garage-door-troubleshooting', form: troubleshootingForm('en') });
  });
});

describe('SymptomPrefill', () => {
  function page() {
    return render(
      <>
        <a href="?symptom=off-track#lead-form" data-symptom="off-track">
          Request this repair
        </a>
        <section id="lead-form">
          <form data-form-id="troubleshooting">
            <label htmlFor="n">Full name</label>
            <input id="n" name="fullName" />
            <label htmlFor="s">What is the door doing?</label>
            <select id="s" name="symptom" defaultValue="">
              <option value="">Choose</option>
              <option value="broken-spring">Broken spring</option>
              <option value="off-track">Off track</option>
            </select>
          </form>
        </section>
        <SymptomPrefill formId="troubleshooting" field="symptom" target="lead-form" />
      </>,
    );
  }

  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('chooses the symptom of a clicked request link, without leaving the page, and moves focus to the form', () => {
    page();
    fireEvent.click(screen.getByRole('link', { name: 'Request this repair' }));
    expect(screen.getByLabelText('What is the door doing?')).toHaveValue('off-track');
    expect(window.location.search).toBe('?symptom=off-track');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('chooses the symptom named in the address on arrival', () => {
    window.history.replaceState(null, '', '/garage-door-troubleshooting?symptom=broken-spring');
    page();
    expect(screen.getByLabelText('What is the door doing?')).toHaveValue('broken-spring');
  });
});
