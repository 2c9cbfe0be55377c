import { messages } from '@bidstay/contract/plain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { formPath, readFormFailure } from './form-failure';

describe('the message of a failed request', () => {
  it("is the API's own message", () => {
    expect(errorMessage(new ApiError(409, 'Email already registered'))).toBe('Email already registered');
  });

  it('is the generic one for any other error, or the fallback given', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(messages.generic.internal);
    expect(errorMessage(undefined, 'Could not change password')).toBe('Could not change password');
  });
});

describe('a failed submission read for a form', () => {
  it("puts the API's field errors on the fields, in the form's path, and leaves the alert empty", () => {
    const error = new ApiError(400, 'Check the form', {
      'rooms[0].guests[1].first_name': 'Enter a name',
      phone: 'Bad',
    });
    expect(readFormFailure(error)).toEqual({
      fields: [
        ['rooms.0.guests.1.first_name', 'Enter a name'],
        ['phone', 'Bad'],
      ],
    });
  });

  it('puts an error of a status on the field named for it when the API names none', () => {
    const taken = new ApiError(409, 'Email already registered');
    expect(readFormFailure(taken, { statusFields: { 409: 'email' } })).toEqual({
      fields: [['email', 'Email already registered']],
    });
    expect(readFormFailure(new ApiError(500, 'Down'), { statusFields: { 409: 'email' } })).toEqual({
      fields: [],
      alert: 'Down',
    });
  });

  it('shows any other error in the alert, with the fallback when it is not the API’s', () => {
    expect(readFormFailure(new ApiError(429, 'Too many requests'))).toEqual({ fields: [], alert: 'Too many requests' });
    expect(readFormFailure(new Error('offline'), { fallback: 'Could not save' })).toEqual({
      fields: [],
      alert: 'Could not save',
    });
  });

  it("shows an error about something the form has no field for in the alert, with the API's message", () => {
    const error = new ApiError(400, 'This reset link is invalid', {
      token: 'This reset link is invalid',
      password: 'Short',
    });
    expect(readFormFailure(error, { isField: (path) => path === 'password' })).toEqual({
      fields: [['password', 'Short']],
      alert: 'This reset link is invalid',
    });
  });

  it('keeps a path without indexes as it is', () => {
    expect(formPath('lines.2.counterPercent')).toBe('lines.2.counterPercent');
  });
});
