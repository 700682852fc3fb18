import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../../content/business.ts';
import { BreakableEmail, EmailAddress, emailParts } from './contact-values.tsx';

describe('emailParts', () => {
  it('cuts an address after its @ and before each dot, never at a hyphen', () => {
    expect(emailParts('office@prestige-limousines-salzburg.at')).toEqual([
      'office@',
      'prestige-limousines-salzburg',
      '.at',
    ]);
    expect(emailParts('a.b@mail.example.co.uk')).toEqual([
      'a.b@',
      'mail',
      '.example',
      '.co',
      '.uk',
    ]);
  });
});

describe('EmailAddress', () => {
  it('reads and copies as the address, with line-break chances only between its parts', () => {
    const { container } = render(<EmailAddress />);
    const address = container.querySelector('.email-address')!;
    expect(address.textContent).toBe(business.email);
    expect(address.querySelectorAll('wbr')).toHaveLength(2);
    expect([...address.querySelectorAll('.nowrap')].map((part) => part.textContent)).toEqual(
      emailParts(business.email),
    );
  });
});

describe('BreakableEmail', () => {
  it("reads as a guest's address, with a line-break chance after its @ and before each dot", () => {
    const email = 'maximiliane-theresia.schwarzenberg@mail.example.com';
    const { container } = render(
      <p>
        <BreakableEmail email={email} />
      </p>,
    );
    const line = container.querySelector('p')!;
    expect(line.textContent).toBe(email);
    expect(line.innerHTML).toBe(
      'maximiliane-theresia.schwarzenberg@<wbr>mail<wbr>.example<wbr>.com',
    );
  });
});
