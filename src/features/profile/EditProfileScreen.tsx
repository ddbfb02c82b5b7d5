// Edit profile (§2).
import { PageDataScreen } from "../../widgets/PageDataScreen";

export default function EditProfileScreen() {
  return <PageDataScreen />;
}
