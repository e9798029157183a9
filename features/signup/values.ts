/** What the volunteer signup form holds (its own file, so that the form's parts need not import the screen). */
export interface VolunteerSignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  passwordConfirmation: string;
}
