# The shop's own pages, in the shop's own layout: the widget has no part in them.
class ShopController < ApplicationController
  def index; end

  def about; end

  # Sign-out: a button that posts to /logout (the marketplace ends the session).
  def sign_out; end
end
