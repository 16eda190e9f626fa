import { describe, expect, it } from 'vitest';
import { nigerianStates } from './nigeria.ts';
import { neighbouringStates, stateOfTown, townStates } from './nigerian-places.ts';

describe('neighbouringStates', () => {
  it('has every one of the 36 states and the FCT, and nothing else', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(Object.keys(neighbouringStates).sort()).toEqual([...nigerianStates].sort());
  });

  it('is symmetric: when A borders B, B borders A', () => {
    for (const [state, neighbours] of Object.entries(neighbouringStates)) {
      for (const n of neighbours) {
        expect(neighbouringStates[n], `${n} should list ${state}`).toContain(state);
      }
    }
  });

  it('names only real states, none twice, none its own neighbour, and every state has one', () => {
    for (const [state, neighbours] of Object.entries(neighbouringStates)) {
      expect(neighbours.length, state).toBeGreaterThan(0);
      expect(new Set(neighbours).size, state).toBe(neighbours.length);
      expect(neighbours).not.toContain(state);
      for (const n of neighbours) expect(nigerianStates).toContain(n);
    }
  });

  it('knows the borders a courier meets first', () => {
    expect(neighbouringStates.Lagos).toEqual(['Ogun']);
    expect(neighbouringStates.Ogun).toEqual(expect.arrayContaining(['Lagos', 'Oyo']));
    expect(neighbouringStates.FCT).toEqual(['Kaduna', 'Kogi', 'Nasarawa', 'Niger']);
    expect(neighbouringStates.Kogi).toHaveLength(10);
  });
});

describe('stateOfTown', () => {
  it.each([
    ['Lagos', 'Lagos'],
    ['Abuja', 'FCT'],
    ['Port Harcourt', 'Rivers'],
    ['Kano', 'Kano'],
    ['Ibadan', 'Oyo'],
    ['Abeokuta', 'Ogun'],
    ['Surulere, Lagos', 'Lagos'],
    ['ikeja', 'Lagos'],
    ['Ibadan North', 'Oyo'],
    ['Ijebu-Ode', 'Ogun'],
    ['Ogun', 'Ogun'],
    ['Benin City', 'Edo'],
  ])('%j is in %s', (town, state) => {
    expect(stateOfTown(town)).toBe(state);
  });

  it('answers undefined for a place it does not know', () => {
    expect(stateOfTown('Nowhere Village')).toBeUndefined();
    expect(stateOfTown('')).toBeUndefined();
  });

  it('maps every town to a real state', () => {
    for (const state of Object.values(townStates)) expect(nigerianStates).toContain(state);
  });
});
