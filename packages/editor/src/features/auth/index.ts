export { ChangePasswordPage } from './ChangePasswordPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { SetupPage } from './SetupPage';
export { SigninPage } from './SigninPage';
export { SignupPage } from './SignupPage';
